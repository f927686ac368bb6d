/** A form value: text (numbers and amounts stay exact decimal strings) or an on/off switch. */
export type AdminFormValue = string | boolean;
export type AdminFormValues = Record<string, AdminFormValue>;

type FieldBase = {
  /** The key in the submitted values. */
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  /** Takes the whole row of the two-column grid. */
  wide?: boolean;
};

/** A rule of a typed field (usually one from @smm/domain): the message to show, or undefined when the value is fine. */
export type AdminFieldRule = (value: string) => string | undefined;

export type AdminFormField =
  | (FieldBase & {
      kind: "text" | "email" | "url" | "number" | "password";
      placeholder?: string;
      autoComplete?: string;
      /** For numbers: the step, e.g. "0.01" for amounts. */
      step?: string;
      /** Checked before the form is sent, beside `required`. */
      validate?: AdminFieldRule;
    })
  | (FieldBase & { kind: "textarea"; placeholder?: string; rows?: number })
  | (FieldBase & { kind: "select"; options: readonly { value: string; label: string }[]; placeholder?: string })
  | (FieldBase & { kind: "switch" });

/** Each field's starting value: the given one, else off for a switch and empty text otherwise. */
export function initialValues(
  fields: readonly AdminFormField[],
  given: Partial<AdminFormValues> = {},
): AdminFormValues {
  const values: AdminFormValues = {};
  for (const field of fields) values[field.name] = given[field.name] ?? (field.kind === "switch" ? false : "");
  return values;
}

/** The required-field message, named after the field's label. */
export function requiredMessage(field: AdminFormField): string {
  return `${field.label} is required`;
}
