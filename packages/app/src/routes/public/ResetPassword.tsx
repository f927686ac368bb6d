import { zodResolver } from "@hookform/resolvers/zod";
import { newPasswordSchema } from "@smm/domain";
import {
  Alert,
  AlertDescription,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  errorMessage,
  Field,
  PasswordInput,
  toast,
} from "@smm/ui";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { api } from "../../lib/api";

export const PASSWORD_RESET_MESSAGE = "Your password has been reset. Please sign in.";
export const MISSING_TOKEN_MESSAGE = "This reset link is incomplete. Ask for a new one.";

/** `/reset-password?token=...`: the page the emailed link opens; the token is single-use and expires. */
export default function Component() {
  const titleId = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [failure, setFailure] = useState<string>();
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await api.auth.resetPassword({ token, ...values });
      toast.success(PASSWORD_RESET_MESSAGE);
      navigate("/", { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    }
  });

  return (
    <div className="flex justify-center py-10">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild className="text-xl">
            <h1 id={titleId}>Choose a new password</h1>
          </CardTitle>
          <CardDescription>
            At least 6 characters, with a lowercase letter, an uppercase letter and a number.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <form aria-labelledby={titleId} noValidate onSubmit={submit} className="grid gap-4">
              {failure ? (
                <Alert variant="danger">
                  <AlertDescription>{failure}</AlertDescription>
                </Alert>
              ) : null}
              <Field label="New password" error={errors.password?.message}>
                <PasswordInput autoComplete="new-password" {...form.register("password")} />
              </Field>
              <Field label="Confirm password" error={errors.password_confirmation?.message}>
                <PasswordInput autoComplete="new-password" {...form.register("password_confirmation")} />
              </Field>
              <Button type="submit" pending={isSubmitting} className="w-full">
                Reset password
              </Button>
            </form>
          ) : (
            <Alert variant="danger">
              <AlertDescription>
                {MISSING_TOKEN_MESSAGE}{" "}
                <Link to="/forgot-password" className="font-medium underline">
                  Forgot password
                </Link>
              </AlertDescription>
            </Alert>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
