import { zodResolver } from "@hookform/resolvers/zod";
import {
  ERROR_MESSAGES,
  type SupportTicketValues,
  supportTicketSchema,
  TICKET_ATTACHMENT_ACCEPT,
  TICKET_ATTACHMENT_MAX_BYTES,
} from "@smm/domain";
import { useState } from "react";
import { Controller, type Resolver, useForm } from "react-hook-form";
import { Alert, AlertDescription, AlertTitle } from "../../../display/Alert";
import { Field } from "../../../forms/Field";
import { FileInput } from "../../../forms/FileInput";
import { Input } from "../../../forms/Input";
import { Textarea } from "../../../forms/Textarea";
import { errorMessage, submitFieldErrors } from "../../../lib/errors";
import { Button } from "../../../primitives/Button";
import { attachmentDescription, attachmentProblem } from "./attachmentRules";

/** Chosen wording: the spec gives the failure text only. */
export const TICKET_SUBMITTED = "Your ticket was submitted. We will answer here.";

type FormValues = { subject: string; message: string; file: File | null };
const EMPTY: FormValues = { subject: "", message: "", file: null };
const FIELDS = ["subject", "message", "file"] as const;

export type TicketFormProps = {
  labelledBy: string;
  onSubmit: (values: SupportTicketValues) => Promise<void>;
  /** Shows the failure alert from outside, e.g. after a server error the page handled itself. */
  failed?: boolean;
};

/**
 * Submit a Support Ticket: subject, message, optional attachment. The controls carry the spec's native names
 * (TicketForm[subject], TicketForm[message]) so the form also posts as plain HTML.
 */
export function TicketForm({ labelledBy, onSubmit, failed = false }: TicketFormProps) {
  // A failure the server explains carries its words (`reason`), shown under the spec's alert text.
  const [outcome, setOutcome] = useState<{ reason?: string } | "sent" | null>(null);
  const { control, handleSubmit, reset, setError, clearErrors, formState } = useForm<
    FormValues,
    unknown,
    SupportTicketValues
  >({
    // The form holds a browser File (or null); the schema reads its name, size and type.
    resolver: zodResolver(supportTicketSchema) as Resolver<FormValues, unknown, SupportTicketValues>,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const submit = handleSubmit(
    async (values) => {
      setOutcome(null);
      try {
        await onSubmit(values);
        reset(EMPTY);
        setOutcome("sent");
      } catch (rejection) {
        // The server may refuse what the browser let through (a file whose content is not its type): its message
        // goes under the field it names and into the alert.
        const fieldErrors = submitFieldErrors(rejection);
        for (const field of FIELDS) {
          const message = fieldErrors[field]?.[0];
          if (message) setError(field, { type: "server", message });
        }
        setOutcome({ reason: errorMessage(rejection, "") || undefined });
      }
    },
    () => setOutcome({}),
  );
  const failure = outcome !== null && outcome !== "sent" ? outcome : failed ? {} : null;

  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      aria-labelledby={labelledBy}
      className="grid gap-5"
    >
      {failure ? (
        <Alert variant="danger" data-slot="ticket-error">
          <AlertDescription className="text-foreground">
            <p>{ERROR_MESSAGES.supportFormError}</p>
            {failure.reason ? <p data-slot="ticket-error-reason">{failure.reason}</p> : null}
          </AlertDescription>
        </Alert>
      ) : null}
      {outcome === "sent" ? (
        <Alert variant="success">
          <AlertTitle>{TICKET_SUBMITTED}</AlertTitle>
        </Alert>
      ) : null}
      <Field label="Subject" required hint="e.g. 12345 speed up" error={errors.subject?.message}>
        <Controller
          control={control}
          name="subject"
          render={({ field }) => <Input {...field} name="TicketForm[subject]" autoComplete="off" />}
        />
      </Field>
      <Field label="Message" required error={errors.message?.message}>
        <Controller
          control={control}
          name="message"
          render={({ field }) => <Textarea {...field} name="TicketForm[message]" rows={5} />}
        />
      </Field>
      <Field label="Attachment" error={errors.file?.message}>
        <Controller
          control={control}
          name="file"
          render={({ field }) => (
            <FileInput
              name="TicketForm[file]"
              value={field.value}
              onValueChange={(file) => {
                clearErrors("file");
                field.onChange(file);
              }}
              onBlur={field.onBlur}
              accept={TICKET_ATTACHMENT_ACCEPT}
              maxSize={TICKET_ATTACHMENT_MAX_BYTES}
              // FileInput's onError type also meets the native <input onError>, hence the loose first parameter.
              onError={(_message: unknown, file?: File) => {
                if (file) setError("file", { message: attachmentProblem(file) });
              }}
              description={attachmentDescription()}
            />
          )}
        />
      </Field>
      <Button type="submit" pending={isSubmitting} className="justify-self-start">
        Submit Ticket
      </Button>
    </form>
  );
}
