import { zodResolver } from "@hookform/resolvers/zod";
import { type AdminLoginValues, adminLoginSchema, ERROR_MESSAGES } from "@smm/domain";
import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { type FieldErrors, useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { PasswordInput } from "../../../forms/PasswordInput";
import { errorMessage, firstRefusedField, useFocusRefusedField } from "../../../lib/errors";
import type { RenderLink } from "../../../navigation/link";
import { Button } from "../../../primitives/Button";
import { Spinner } from "../../../primitives/Spinner";
import { AuthCard, type AuthCardProps } from "../shared/AuthCard";
import { TextLink } from "../shared/links";

export type AdminLoginFormProps = Omit<AuthCardProps, "title" | "titleId" | "footer" | "children" | "onSubmit"> & {
  /** Signs the operator in; reject with an Error whose message the form shows (the api-client's ApiError fits). */
  onSubmit: (values: AdminLoginValues) => Promise<void>;
  /** The first failing schema message, for the app's error toast (spec §5 Admin login). */
  onValidationError?: (message: string) => void;
  renderLink?: RenderLink;
  /** Where "Forgot password?" goes (the app's route). */
  forgotPasswordHref: string;
  /** A server error to show from outside the form; a rejected `onSubmit` shows its own. */
  error?: string;
  /** Keeps the form submitting after success, while the app moves on. */
  pending?: boolean;
  defaultValues?: Partial<AdminLoginValues>;
  title?: React.ReactNode;
};

function firstMessage(errors: FieldErrors<AdminLoginValues>): string | undefined {
  return errors.email?.message ?? errors.password?.message;
}

/**
 * The operator sign-in (spec §2 Admin login, §4): idle, submitting (inputs disabled, button 'Authenticating...'),
 * then the app moves on, or the error shows and the form is usable again.
 */
export function AdminLoginForm({
  onSubmit,
  onValidationError,
  renderLink,
  forgotPasswordHref,
  error,
  pending = false,
  defaultValues,
  title = "Admin sign in",
  description = "Sign in to the control panel with your operator account.",
  ...props
}: AdminLoginFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: "", password: "", ...defaultValues },
    shouldFocusError: false,
  });
  const busy = isSubmitting || pending;
  const shownError = submitError ?? error;
  // The fields are disabled while signing in; a refused sign-in gives the password the focus for the next try, a
  // field the form's own check refused gets it too.
  const focusRefused = useFocusRefusedField(setFocus, isSubmitting);

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      try {
        await onSubmit(values);
      } catch (rejection) {
        setSubmitError(errorMessage(rejection, ERROR_MESSAGES.loginFailed));
        focusRefused("password");
      }
    },
    (invalid) => {
      focusRefused(firstRefusedField(invalid, ["email", "password"]));
      const message = firstMessage(invalid);
      if (message) onValidationError?.(message);
    },
  );

  return (
    <AuthCard data-slot="admin-login-form" title={title} titleId={titleId} description={description} {...props}>
      {/* A page prerendered with this form can be submitted before its script runs: posted, what was typed never
          lands in the address (a GET would put it there, the password too). */}
      <form
        method="post"
        aria-labelledby={titleId}
        aria-busy={busy}
        noValidate
        onSubmit={submit}
        className="grid gap-4"
      >
        {shownError && (
          <Alert variant="danger">
            <AlertDescription>{shownError}</AlertDescription>
          </Alert>
        )}
        {/* An e-mail field as the spec has it; the form validates with the domain's rule, not natively, so a child
            panel's owner can type the admin username of their order. */}
        <Field label="Email" error={errors.email?.message} disabled={busy}>
          <Input type="email" autoComplete="username" placeholder="admin@example.com" {...register("email")} />
        </Field>
        <Field label="Password" error={errors.password?.message} disabled={busy}>
          <PasswordInput autoComplete="current-password" {...register("password")} />
        </Field>
        <p className="text-right text-sm">
          <TextLink href={forgotPasswordHref} renderLink={renderLink}>
            Forgot password?
          </TextLink>
        </p>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
          {busy ? <Spinner label={null} /> : <ShieldCheck aria-hidden="true" />}
          {busy ? "Authenticating..." : "Sign in"}
        </Button>
      </form>
    </AuthCard>
  );
}
