import { zodResolver } from "@hookform/resolvers/zod";
import { ERROR_MESSAGES, twoFactorCodeBody } from "@smm/domain";
import { KeyRound } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { errorMessage, useFocusRefusedField } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { Spinner } from "../../../primitives/Spinner";
import { AuthCard, type AuthCardProps } from "../shared/AuthCard";

export type TwoFactorCodeFormProps = Omit<
  AuthCardProps,
  "title" | "titleId" | "footer" | "children" | "onSubmit" | "description"
> & {
  /** Checks the code (normalized: no spaces or dashes); reject with an Error whose message the form shows. */
  onSubmit: (code: string) => Promise<void>;
  /** Back to the email and password (the password step's token is dropped). */
  onBack: () => void;
  /** Keeps the form submitting after success, while the app moves on. */
  pending?: boolean;
};

/**
 * The second step of an operator's sign-in with two-factor sign-in on: the 6-digit code from the authenticator app,
 * or one of the recovery codes. A wrong or expired code shows the server's message and the form stays usable.
 */
export function TwoFactorCodeForm({ onSubmit, onBack, pending = false, ...props }: TwoFactorCodeFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(twoFactorCodeBody), defaultValues: { code: "" }, shouldFocusError: false });
  const busy = isSubmitting || pending;
  // The field is disabled while the code is checked; a refused code (by the check here or the server's) gives it the
  // focus back for the next try.
  const focusRefused = useFocusRefusedField(setFocus, isSubmitting);

  const submit = handleSubmit(
    async ({ code }) => {
      setSubmitError(undefined);
      try {
        await onSubmit(code);
      } catch (rejection) {
        setSubmitError(errorMessage(rejection, ERROR_MESSAGES.loginFailed));
        focusRefused("code");
      }
    },
    () => focusRefused("code"),
  );

  return (
    <AuthCard
      data-slot="two-factor-code-form"
      title="Two-factor sign-in"
      titleId={titleId}
      description="Enter the 6-digit code your authenticator app shows for this panel."
      {...props}
    >
      <form aria-labelledby={titleId} aria-busy={busy} noValidate onSubmit={submit} className="grid gap-4">
        {submitError && (
          <Alert variant="danger">
            <AlertDescription>{submitError}</AlertDescription>
          </Alert>
        )}
        <Field
          label="Authentication code"
          error={errors.code?.message}
          disabled={busy}
          hint="No phone? Enter one of your recovery codes instead; each works once."
        >
          <Input
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="123456"
            {...register("code")}
          />
        </Field>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full">
          {busy ? <Spinner label={null} /> : <KeyRound aria-hidden="true" />}
          {busy ? "Verifying..." : "Verify"}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack} disabled={busy} className="w-full">
          Back to sign in
        </Button>
      </form>
    </AuthCard>
  );
}
