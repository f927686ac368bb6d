import { z } from "zod";
import { toDecimal } from "../../money/decimal";
import { unitPriceFromRatePer1000 } from "../../money/pricing";
import { INT_MAX } from "../../orderTypes/fields";

/**
 * Fields of the operator's forms in the admin API's words ("The reason is required."): the admin contract's request
 * schemas build with them.
 */

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
    .max(INT_MAX, error);
}

/** One of a few values an operator picks: "Choose one of: done, rejected." */
export function adminChoice<const Values extends readonly [string, ...string[]]>(label: string, values: Values) {
  const required = `The ${label} is required.`;
  const choose = `Choose one of: ${values.join(", ")}.`;
  return z.enum(values, { error: (issue) => (issue.input === undefined ? required : choose) });
}

/** A positive decimal with at most `places` places. The later checks of a field still run after a failed one. */
export const decimalPattern = (places: number) => new RegExp(`^\\d{1,10}(\\.\\d{1,${places}})?$`);
export const positiveDecimal = (places: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(decimalPattern(places), message)
    .refine((value) => !decimalPattern(places).test(value) || !toDecimal(value).isZero(), message);

/** A price per 1000: at most 2 places, a multiple of 0.10 (the unit price keeps 4 places). */
export const ratePer1000 = positiveDecimal(
  2,
  "The rate per 1000 must be a positive amount with at most 2 places, e.g. 12.50.",
).refine((rate) => {
  if (!decimalPattern(2).test(rate)) return true;
  const unit = unitPriceFromRatePer1000(rate);
  return toDecimal(unit).equals(toDecimal(unit).toDecimalPlaces(4));
}, "The rate per 1000 must be a multiple of 0.10 (prices keep 4 places).");
