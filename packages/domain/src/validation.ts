import { type AnyObjectSchema, type InferType, ValidationError } from "yup";

/** Field → messages, the shape of the server's `{ errors: { field: [messages] } }` answer. */
export type FieldErrors = Record<string, string[]>;

export type ValidationResult<S extends AnyObjectSchema> =
  | { ok: true; value: InferType<S>; errors: Record<string, never> }
  | { ok: false; value: undefined; errors: FieldErrors };

/**
 * Groups yup's errors by field in the schema's declaration order (yup itself reports them in reverse
 * dependency order). An empty or missing field reports only that it is required: "Username is required",
 * not also "Username must be at least 3 characters".
 */
function groupErrors(schema: AnyObjectSchema, error: ValidationError): FieldErrors {
  const byField = new Map<string, ValidationError[]>();
  for (const inner of error.inner.length > 0 ? error.inner : [error]) {
    const field = inner.path ?? "";
    byField.set(field, [...(byField.get(field) ?? []), inner]);
  }
  const declared = Object.keys(schema.fields);
  const fields = [...byField.keys()].sort((a, b) => rank(declared, a) - rank(declared, b));
  const errors: FieldErrors = {};
  for (const field of fields) {
    const all = byField.get(field) ?? [];
    const required = all.filter((inner) => inner.type === "required");
    errors[field] = (required.length > 0 ? required : all).flatMap((inner) => inner.errors);
  }
  return errors;
}

function rank(declared: string[], field: string): number {
  const index = declared.indexOf(field.split(/[.[]/)[0] ?? field);
  return index === -1 ? declared.length : index;
}

/** Validates synchronously; on success the cast value (trimmed, unknown keys stripped), else every field's messages. */
export function validateForm<S extends AnyObjectSchema>(schema: S, values: unknown): ValidationResult<S> {
  try {
    const value = schema.validateSync(values, { abortEarly: false, stripUnknown: true }) as InferType<S>;
    return { ok: true, value, errors: {} };
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    return { ok: false, value: undefined, errors: groupErrors(schema, error) };
  }
}

/** Every field's messages, `{}` when the values are valid. */
export function validateAll(schema: AnyObjectSchema, values: unknown): FieldErrors {
  return validateForm(schema, values).errors;
}

/** The first message in field order, or `undefined`: for forms that show one error at a time (login, admin login). */
export function firstError(schema: AnyObjectSchema, values: unknown): string | undefined {
  return Object.values(validateAll(schema, values))[0]?.[0];
}
