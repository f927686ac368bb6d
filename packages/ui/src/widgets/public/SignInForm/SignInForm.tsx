import { ERROR_MESSAGES, type LoginValues } from "@smm/domain";
import { useId, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Checkbox } from "../../../forms/Checkbox";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { PasswordInput } from "../../../forms/PasswordInput";
import { errorMessage } from "../../../lib/errors";
import { lazyResolver } from "../../../lib/lazyResolver";
import type { RenderLink } from "../../../navigation/link";
import { Button } from "../../../primitives/Button";
import { AuthCard, type AuthCardProps } from "../shared/AuthCard";
import { TextLink } from "../shared/links";

export type SignInValues = LoginValues & { remember: boolean };

export type SignInFormProps = Omit<AuthCardProps, "title" | "titleId" | "footer" | "children" | "onSubmit"> & {
  /** Signs in; reject with an Error whose message the form shows (the api-client's ApiError fits). */
  onSubmit: (values: SignInValues) => Promise<void>;
  /** The app's router link; a plain <a> when omitted. */
  renderLink?: RenderLink;
  /** Where "Forgot password?" goes (the app's route). */
  forgotPasswordHref: string;
  /** Where "Sign up" goes (the app's route). */
  signUpHref: string;
  /** A server error to show from outside the form; a rejected `onSubmit` shows its own. */
  error?: string;
  /** Keeps the form busy after a successful submit, while the app moves on. */
  pending?: boolean;
  defaultValues?: Partial<SignInValues>;
  title?: React.ReactNode;
};

const signInResolver = lazyResolver(async () => {
  const { loginResolver } = await import("./loginResolver");
  return () => loginResolver;
});

/** Spec §5: the form shows only the first error, in field order. */
function firstFieldWithError(errors: FieldErrors<LoginValues>): keyof LoginValues | undefined {
  if (errors.login) return "login";
  if (errors.password) return "password";
  return undefined;
}

/** Customer sign-in (spec §2 Sign-in): email or username, password with show/hide, remember me, links. */
export function SignInForm({
  onSubmit,
  renderLink,
  forgotPasswordHref,
  signUpHref,
  error,
  pending = false,
  defaultValues,
  title = "Sign in",
  description = "Welcome back! Sign in to place orders and track them.",
  ...props
}: SignInFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  // "Remember me" is no part of the login rules, so it lives beside the validated values.
  const [remember, setRemember] = useState(defaultValues?.remember ?? false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    // The login rules (and zod with them) load at the first validation: the landing page, where this form lives,
    // does not wait for them.
    resolver: signInResolver,
    defaultValues: { login: defaultValues?.login ?? "", password: defaultValues?.password ?? "" },
  });
  const shownField = firstFieldWithError(errors);
  const shownError = submitError ?? error;
  const busy = isSubmitting || pending;

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      await onSubmit({ ...values, remember });
    } catch (rejection) {
      setSubmitError(errorMessage(rejection, ERROR_MESSAGES.loginFailed));
    }
  });

  return (
    <AuthCard
      data-slot="sign-in-form"
      title={title}
      titleId={titleId}
      description={description}
      footer={
        <>
          Don't have an account?{" "}
          <TextLink href={signUpHref} renderLink={renderLink}>
            Sign up
          </TextLink>
        </>
      }
      {...props}
    >
      {/* A page prerendered with this form can be submitted before its script runs: posted, what was typed never
          lands in the address (a GET would put it there, the password too). */}
      <form method="post" aria-labelledby={titleId} noValidate onSubmit={submit} className="grid gap-4">
        {shownError && (
          <Alert variant="danger">
            <AlertDescription>{shownError}</AlertDescription>
          </Alert>
        )}
        <Field label="Email or Username" error={shownField === "login" ? errors.login?.message : undefined}>
          <Input autoComplete="username" placeholder="you@example.com or username" {...register("login")} />
        </Field>
        <Field label="Password" error={shownField === "password" ? errors.password?.message : undefined}>
          <PasswordInput autoComplete="current-password" placeholder="Your password" {...register("password")} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Field label="Remember me" orientation="horizontal">
            <Checkbox name="remember" checked={remember} onCheckedChange={(checked) => setRemember(checked === true)} />
          </Field>
          <span className="text-sm">
            <TextLink href={forgotPasswordHref} renderLink={renderLink}>
              Forgot password?
            </TextLink>
          </span>
        </div>
        <Button type="submit" pending={busy} className="w-full">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
