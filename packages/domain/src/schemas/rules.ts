/** Small checks shared by several schemas. */

/** example.com, my-panel.co.uk: labels of letters, digits and inner hyphens, a dot, a letters-only TLD. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

export function isDomainName(value: string): boolean {
  return DOMAIN_PATTERN.test(value);
}

/** A lowercase letter, an uppercase letter and a digit somewhere (register, login pattern). */
export const MIXED_CASE_AND_DIGIT = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;

/**
 * For select fields: an empty choice counts as missing. yup checks `oneOf` before `required`, so without this
 * an empty select would say "not supported" instead of "please select".
 */
export const emptyStringToUndefined = (value: unknown) => (value === "" ? undefined : value);
