import { z } from "zod";

/**
 * Fields of the operator's forms in the admin API's words ("The reason is required."): the admin routes' request
 * schemas and the services that own a form's schema (catalogue-input.ts, mail/audience.ts) both build with them.
 */

/** The largest value of the integer id columns. */
export const INT32_MAX = 2_147_483_647;

/** Text an operator form sends, trimmed, in the admin API's words: "The reason is required." */
export function adminText(label: string, max: number) {
  const required = `The ${label} is required.`;
  return z
    .string({ error: (issue) => (issue.input === undefined ? required : `The ${label} must be text.`) })
    .trim()
    .min(1, required)
    .max(max, `The ${label} must be at most ${max} characters.`);
}

/** A whole number in a JSON body from `min` up to what an id column holds: "The minimum must be a whole number of at least 1." */
export function adminWhole(label: string, min: number) {
  const error = `The ${label} must be a whole number of at least ${min}.`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `The ${label} is required.` : error) })
    .int(error)
    .min(min, error)
    .max(INT32_MAX, error);
}

/** One of a few values an operator picks: "Choose one of: done, rejected." */
export function adminChoice<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  const required = `The ${label} is required.`;
  const choose = `Choose one of: ${values.join(", ")}.`;
  return z.enum(values, { error: (issue) => (issue.input === undefined ? required : choose) });
}
