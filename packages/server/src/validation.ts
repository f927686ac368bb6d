import { type FieldErrors, validateForm } from "@smm/domain";
import type { AnyObjectSchema, InferType } from "yup";
import { INVALID_DATA_MESSAGE, validationError } from "./errors";

/**
 * The domain's schemas are written for form values. A request body can be anything, and yup throws (instead
 * of reporting) on a few shapes: a key like "constructor" that collides with Object.prototype, or an object
 * where `.trim()` expects a string. So the server hands yup only the schema's own fields, as primitives;
 * anything else is reported as a field error here. Unknown fields are dropped: no mass assignment.
 */
export function validateBody<S extends AnyObjectSchema>(schema: S, body: unknown): InferType<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw validationError({ body: ["The request body must be a JSON object."] }, INVALID_DATA_MESSAGE);
  }
  const input: Record<string, unknown> = {};
  const typeErrors: FieldErrors = {};
  for (const [field, fieldSchema] of Object.entries(schema.fields as Record<string, { type?: string }>)) {
    if (!Object.hasOwn(body, field)) continue;
    const value = (body as Record<string, unknown>)[field];
    const expected = fieldSchema.type;
    if (value !== null && typeof value === "object" && (expected === "string" || expected === "number")) {
      typeErrors[field] = [`The ${field} field must be a ${expected}.`];
    } else {
      input[field] = value;
    }
  }
  let result: ReturnType<typeof validateForm<S>>;
  try {
    result = validateForm(schema, input);
  } catch {
    throw validationError({ body: [INVALID_DATA_MESSAGE] });
  }
  const errors = result.ok ? typeErrors : { ...result.errors, ...typeErrors };
  if (!result.ok || Object.keys(typeErrors).length > 0) throw validationError(errors);
  return result.value;
}
