import type * as React from "react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, AlertDescription } from "../../../display/Alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../display/Card";
import { cn } from "../../../lib/cn";
import { errorMessage, firstRefusedField, submitFieldErrors, useFocusRefusedField } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { AdminFormFieldControl } from "./AdminFormFieldControl";
import { type AdminFormField, type AdminFormValues, initialValues } from "./adminFormFields";

export type AdminFormProps = Omit<React.ComponentProps<"div">, "children" | "title" | "onSubmit"> & {
  title: string;
  /** The heading's level: h2 for a form on a page with its own h1, h1 when the form is the page (a sign-in step). */
  headingLevel?: "h1" | "h2";
  description?: React.ReactNode;
  fields: readonly AdminFormField[];
  /** Starting values (an edit form); missing ones start empty or off. */
  defaultValues?: Partial<AdminFormValues>;
  /**
   * Saves the values. Reject with an Error to show its message; an `errors` map on the rejection
   * (`{ field: [messages] }`, as the api-client's ApiError carries) puts each first message under its field.
   */
  onSubmit: (values: AdminFormValues) => Promise<void>;
  submitLabel?: string;
  /** Shows a Cancel button beside the submit. */
  onCancel?: () => void;
  /** Clears the form after a successful save (an "add" form). */
  resetOnSuccess?: boolean;
  /** Content under the fields and above the buttons, e.g. a summary. */
  footer?: React.ReactNode;
  /** Disables the whole form, e.g. while its record loads. */
  disabled?: boolean;
  /** Without the card's border, background and side padding: for a form inside a dialog or another card. */
  bare?: boolean;
};

/** An operator form from a list of fields: labels, required checks, server field errors, a pending submit. */
export function AdminForm({
  title,
  headingLevel: Heading = "h2",
  description,
  fields,
  defaultValues,
  onSubmit,
  submitLabel = "Save",
  onCancel,
  resetOnSuccess = false,
  footer,
  disabled = false,
  bare = false,
  className,
  ...props
}: AdminFormProps) {
  const titleId = useId();
  const [submitError, setSubmitError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setFocus,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AdminFormValues>({ defaultValues: initialValues(fields, defaultValues), shouldFocusError: false });
  const focusRefused = useFocusRefusedField(setFocus, isSubmitting);
  const busy = isSubmitting || disabled;

  const submit = handleSubmit(
    async (values) => {
      setSubmitError(undefined);
      try {
        await onSubmit(values);
        if (resetOnSuccess) reset(initialValues(fields, defaultValues));
      } catch (rejection) {
        const fieldErrors = submitFieldErrors(rejection);
        const known = fields.filter((field) => fieldErrors[field.name]?.[0]);
        for (const field of known) setError(field.name, { message: fieldErrors[field.name]?.[0] });
        focusRefused(known[0]?.name);
        if (known.length === 0) setSubmitError(errorMessage(rejection, "Could not save. Please try again."));
      }
    },
    // Refused before sending: the first refused field in the form's order (useFocusRefusedField).
    (refused) =>
      focusRefused(
        firstRefusedField(
          refused,
          fields.map((field) => field.name),
        ),
      ),
  );

  return (
    <Card
      data-slot="admin-form"
      data-bare={bare || undefined}
      className={cn("w-full max-w-3xl", bare && "border-0 bg-transparent py-0 shadow-none", className)}
      {...props}
    >
      <CardHeader className={cn(bare && "px-0")}>
        <CardTitle asChild>
          <Heading id={titleId}>{title}</Heading>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn(bare && "px-0")}>
        <form aria-labelledby={titleId} aria-busy={isSubmitting} noValidate onSubmit={submit} className="grid gap-4">
          {submitError ? (
            <Alert variant="danger">
              <AlertDescription>{submitError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid items-start gap-4 md:grid-cols-2">
            {fields.map((field) => (
              <AdminFormFieldControl
                key={field.name}
                field={field}
                register={register}
                control={control}
                error={errors[field.name]?.message}
                disabled={busy}
              />
            ))}
          </div>
          {footer}
          <div className="flex flex-wrap justify-end gap-2">
            {onCancel ? (
              <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" pending={isSubmitting} disabled={disabled}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
