import { z } from "zod";

/** Field → messages, the shape of the server's `{ errors: { field: [messages] } }` answer. */
export type FieldErrors = Record<string, string[]>;

export type ValidationResult<S extends z.ZodType> =
  | { ok: true; value: z.output<S>; errors: Record<string, never> }
  | { ok: false; value: undefined; errors: FieldErrors };

/** An issue's field: its path joined with dots (`orders.2.link`), `body` for the value as a whole. */
export function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.map(String).join(".") || "body";
}

/** The fields an object schema declares, in order (through refinements and transforms). */
function declaredFields(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return declaredFields(schema.in as z.ZodType);
  return [];
}

/** A missing or blank value: a type error (nothing given) or text shorter than one character. */
function isMissing(issue: z.core.$ZodIssue): boolean {
  return (
    issue.code === "invalid_type" || (issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1)
  );
}

/**
 * Groups zod's issues by field, fields in the schema's declaration order, each field's messages in rule order. An
 * empty or missing field reports only that it is required: "Username is required", not also "Username must be at
 * least 3 characters".
 */
export function groupIssues(issues: readonly z.core.$ZodIssue[], schema?: z.ZodType): FieldErrors {
  const declared = schema ? declaredFields(schema) : [];
  const rank = (field: string) => {
    const index = declared.indexOf(field.split(".")[0] ?? field);
    return index === -1 ? declared.length : index;
  };
  const byField = new Map<string, z.core.$ZodIssue[]>();
  for (const issue of [...issues].sort((a, b) => rank(fieldOf(a)) - rank(fieldOf(b)))) {
    byField.set(fieldOf(issue), [...(byField.get(fieldOf(issue)) ?? []), issue]);
  }
  const errors: FieldErrors = {};
  for (const [field, all] of byField) {
    const missing = all.filter(isMissing);
    errors[field] = (missing.length > 0 ? missing : all).map((issue) => issue.message);
  }
  return errors;
}

/** Validates synchronously; on success the parsed value (trimmed, unknown keys stripped), else every field's messages. */
export function validateForm<S extends z.ZodType>(schema: S, values: unknown): ValidationResult<S> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, value: result.data, errors: {} };
  return { ok: false, value: undefined, errors: groupIssues(result.error.issues, schema) };
}

/** Every field's messages, `{}` when the values are valid. */
export function validateAll(schema: z.ZodType, values: unknown): FieldErrors {
  return validateForm(schema, values).errors;
}

/** The first message in field order, or `undefined`: for forms that show one error at a time (login, admin login). */
export function firstError(schema: z.ZodType, values: unknown): string | undefined {
  return Object.values(validateAll(schema, values))[0]?.[0];
}
