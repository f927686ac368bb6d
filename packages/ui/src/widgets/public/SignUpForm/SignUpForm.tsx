import { zodResolver } from "@hookform/resolvers/zod";
import { ERROR_MESSAGES, type RegisterValues, registerSchema } from "@smm/domain";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { Input } from "../../../forms/Input";
import { PasswordInput } from "../../../forms/PasswordInput";
import { errorMessage, submitFieldErrors, useFocusRefusedField } from "../../../lib/errors";
import type { RenderLink } from "../../../navigation/link";
import { Button } from "../../../primitives/Button";
import { AuthCard, type AuthCardProps } from "../shared/AuthCard";
import { TextLink } from "../shared/links";

export type SignUpValues = RegisterValues;

export type SignUpFormProps = Omit<AuthCardProps, "title" | "titleId" | "footer" | "children" | "onSubmit"> & {
  /**
   * Creates the account. Reject with an Error; its `errors` map (the server's 422 answer, as the api-client's
   * ApiError carries it) is shown under the matching fields, otherwise its message above the form.
   */
  onSubmit: (values: SignUpValues) => Promise<void>;
  renderLink?: RenderLink;
  /** Where "Sign in" goes (the app's route). */
  signInHref: string;
  /** A server error to show from outside the form; a rejected `onSubmit` shows its own. */
  error?: string;
  /** Keeps the form busy after a successful submit, while the app moves on. */
  pending?: boolean;
  defaultValues?: Partial<SignUpValues>;
  title?: React.ReactNode;
};

const FIELDS = ["username", "email", "first_name", "last_name", "password", "password_confirmation"] as const;
type SignUpField = (typeof FIELDS)[number];

const EMPTY: SignUpValues = {
  username: "",
  email: "",
  first_name: "",
  last_name: "",
  password: "",
  password_confirmation: "",
};

/** Customer sign-up (spec §2 Sign-up); every field shows its own first message (spec §5 Register). */
export function SignUpForm({
  onSubmit,
  renderLink,
  signInHref,
  error,
  pending = false,
  defaultValues,
  title = "Create an account",
  description = "Sign up in a minute and start growing your social media today.",
  ...props
}: SignUpFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(registerSchema), defaultValues: { ...EMPTY, ...defaultValues } });
  const focusRefused = useFocusRefusedField(setFocus, isSubmitting);
  const shownError = submitError ?? error;

  const submit = handleSubmit(async (values) => {
    setSubmitError(undefined);
    try {
      await onSubmit(values);
    } catch (rejection) {
      const fieldErrors = submitFieldErrors(rejection);
      const known = FIELDS.filter((field) => fieldErrors[field]?.[0]);
      for (const field of known) setError(field, { type: "server", message: fieldErrors[field]?.[0] });
      focusRefused(known[0]);
      // Field messages say it better where they belong; the summary is for errors no field can show.
      if (known.length === 0) setSubmitError(errorMessage(rejection, ERROR_MESSAGES.registrationFailed));
    }
  });

  const fieldError = (field: SignUpField) => errors[field]?.message;

  return (
    <AuthCard
      data-slot="sign-up-form"
      title={title}
      titleId={titleId}
      description={description}
      footer={
        <>
          Already have an account?{" "}
          <TextLink href={signInHref} renderLink={renderLink}>
            Sign in
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
        <Field label="Username" error={fieldError("username")}>
          <Input autoComplete="username" placeholder="Choose a username" {...register("username")} />
        </Field>
        <Field label="Email" error={fieldError("email")}>
          <Input type="email" autoComplete="email" placeholder="you@example.com" {...register("email")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
          <Field label="First name" error={fieldError("first_name")}>
            <Input autoComplete="given-name" {...register("first_name")} />
          </Field>
          <Field label="Last name" error={fieldError("last_name")}>
            <Input autoComplete="family-name" {...register("last_name")} />
          </Field>
        </div>
        <Field label="Password" error={fieldError("password")}>
          <PasswordInput autoComplete="new-password" {...register("password")} />
        </Field>
        <Field label="Confirm password" error={fieldError("password_confirmation")}>
          <PasswordInput autoComplete="new-password" {...register("password_confirmation")} />
        </Field>
        <Button type="submit" pending={isSubmitting || pending} className="w-full">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
