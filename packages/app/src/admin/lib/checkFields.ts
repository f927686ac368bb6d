import { validateAll } from "@smm/domain";

/**
 * Checks an AdminForm's values with the domain schema the server applies, before any request; a refusal rejects
 * with `errors` (AdminForm puts each first message under its field).
 */
export function checkFields(schema: Parameters<typeof validateAll>[0], values: unknown): void {
  const errors = validateAll(schema, values);
  if (Object.keys(errors).length > 0) {
    throw Object.assign(new Error("Please correct the highlighted fields."), { errors });
  }
}
