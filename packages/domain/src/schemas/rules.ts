import { string } from "yup";

/** Small checks shared by several schemas and the mass-order parser. */

/** Whether `value` is an absolute http:// or https:// URL with a host. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** example.com, my-panel.co.uk: labels of letters, digits and inner hyphens, a dot, a letters-only TLD. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

/** A lowercase letter, an uppercase letter and a digit somewhere (register, login pattern). */
export const MIXED_CASE_AND_DIGIT = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/**
 * A confirmation field: required first, then equal to `field`. (yup's `oneOf([ref(field)])` runs before `required`,
 * so an empty confirmation would say the passwords differ instead of asking for it.)
 */
export function confirmationOf(field: string, messages: { required: string; mismatch: string }) {
  return string()
    .required(messages.required)
    .test("matches", messages.mismatch, (value, context) => value === undefined || value === context.parent[field]);
}

/**
 * For select fields: an empty choice counts as missing. yup checks `oneOf` before `required`, so without this
 * an empty select would say "not supported" instead of "please select".
 */
export const emptyStringToUndefined = (value: unknown) => (value === "" ? undefined : value);
