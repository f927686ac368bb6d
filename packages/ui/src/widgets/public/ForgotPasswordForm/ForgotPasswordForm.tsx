import { zodResolver } from "@hookform/resolvers/zod";
import { type ForgotPasswordValues, forgotPasswordSchema } from "@smm/domain";
import { MailCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { errorMessage } from "../../../lib/errors";
import { useControllableState } from "../../../lib/useControllableState";
import type { RenderLink } from "../../../navigation/link";
import { Button } from "../../../primitives/Button";
import { AuthCard, type AuthCardProps } from "../shared/AuthCard";
import { TextLink } from "../shared/links";

/** Shown after every accepted request, whether or not the account exists, so the form reveals nothing. */
export const RESET_LINK_SENT_MESSAGE = "If an account exists for that email, we've sent a link to reset your password.";
const RESET_REQUEST_FAILED = "We couldn't send the reset link. Please try again.";

export type ForgotPasswordFormProps = Omit<AuthCardProps, "title" | "titleId" | "footer" | "children" | "onSubmit"> & {
  /** Asks for a reset link. Resolve whether or not the account exists; reject only when the request failed. */
  onSubmit: (values: ForgotPasswordValues) => Promise<void>;
  renderLink?: RenderLink;
  /** Where "Back to sign in" goes (the app's route): the customers' or the operators' sign-in. */
  backHref: string;
  /** Whether the confirmation is shown. Controlled when given. */
  sent?: boolean;
  onSentChange?: (sent: boolean) => void;
  /** A server error to show from outside the form; a rejected `onSubmit` shows its own. */
  error?: string;
  defaultValues?: Partial<ForgotPasswordValues>;
  title?: React.ReactNode;
};

/** Asks for a password reset link by email, then confirms without saying whether the account exists. */
export function ForgotPasswordForm({
  onSubmit,
  renderLink,
  backHref,
  sent: sentProp,
  onSentChange,
  error,
  defaultValues,
  title = "Forgot your password?",
  description = "Enter the email you signed up with and we'll send you a link to choose a new password.",
  ...props
}: ForgotPasswordFormProps) {
  const titleId = useId();
  const [sent, setSent] = useControllableState(sentProp, false, onSentChange);
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "", ...defaultValues } });
  const shownError = submitError ?? error;

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      await onSubmit(values);
      setSent(true);
    } catch (rejection) {
      setSubmitError(errorMessage(rejection, RESET_REQUEST_FAILED));
    }
  });

  return (
    <AuthCard
      data-slot="forgot-password-form"
      data-state={sent ? "sent" : "idle"}
      title={title}
      titleId={titleId}
      description={sent ? undefined : description}
      footer={
        <TextLink href={backHref} renderLink={renderLink}>
          Back to sign in
        </TextLink>
      }
      {...props}
    >
      {sent ? (
        <div className="grid gap-4">
          <Alert variant="success" icon={<MailCheck />}>
            <AlertTitle>Check your email</AlertTitle>
            <AlertDescription>{RESET_LINK_SENT_MESSAGE}</AlertDescription>
          </Alert>
          <Button variant="outline" onClick={() => setSent(false)}>
            Use a different email
          </Button>
        </div>
      ) : (
        // A page prerendered with this form can be submitted before its script runs: posted, what was typed never
        // lands in the address (a GET would put it there).
        <form method="post" aria-labelledby={titleId} noValidate onSubmit={submit} className="grid gap-4">
          {shownError && (
            <Alert variant="danger">
              <AlertDescription>{shownError}</AlertDescription>
            </Alert>
          )}
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" autoComplete="email" placeholder="you@example.com" {...register("email")} />
          </Field>
          <Button type="submit" pending={isSubmitting} className="w-full">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
