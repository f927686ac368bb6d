import { z } from "zod";

/** Small checks shared by several schemas and the mass-order parser. */

/** example.com, my-panel.co.uk: labels of letters, digits and inner hyphens, a dot, a letters-only TLD. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

/**
 * A username: letters, digits and `_`. Never an `@`, so no one can register another person's e-mail as a username,
 * and a sign-in name with an `@` is always an e-mail.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** A lowercase letter, an uppercase letter and a digit somewhere (register, login pattern). */
export const MIXED_CASE_AND_DIGIT = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/**
 * Text that must be given: missing, not text, or blank after trimming all report `required`. The field's later
 * checks still run on a blank value, but a field that is missing reports only `required` (validation.ts), as a
 * form shows only a field's first message. (`abort` would also stop the form's cross-field checks.)
 */
export function requiredText(required: string) {
  return z.string({ error: required }).trim().min(1, required);
}

/** Like requiredText but kept as typed: passwords are never trimmed. */
export function requiredSecret(required: string) {
  return z.string({ error: required }).min(1, required);
}

/** For select fields and number inputs: an empty choice counts as missing. */
export const emptyStringToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A confirmation field's second rule (its first, required, is the field's own): equal to `field`. Checked once the
 * confirmation itself is given, even when other fields are wrong, so every problem shows at once.
 */
export function matches<T extends Record<string, unknown>>(
  field: keyof T & string,
  confirmation: keyof T & string,
  mismatch: string,
): [(values: T) => boolean, { path: PropertyKey[]; error: string; when: (payload: z.core.ParsePayload) => boolean }] {
  return [
    (values) => values[confirmation] === values[field],
    {
      path: [confirmation],
      error: mismatch,
      // Not when the value is no object at all (that is its own issue) or the confirmation has one already.
      when: (payload) =>
        typeof payload.value === "object" &&
        payload.value !== null &&
        !payload.issues.some((issue) => issue.path?.[0] === confirmation),
    },
  ];
}
