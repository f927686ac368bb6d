import { z } from "zod";
import { isCustomerLink } from "../links";

/**
 * The fields of a typed order as zod schemas that read what a customer gave (form text or API v2 parameters,
 * strings or numbers). A refused field's issue carries both wordings: the form's as its message, API v2's as
 * `params.api`, so the web form, the web route and API v2 `add` refuse the same orders, each in its own words.
 */

/** A field's problem, worded for the form and for API v2. */
export interface FieldProblem {
  form: string;
  api: string;
}

type Read<T> = { value: T } | FieldProblem;

/** A zod schema of one field from its reading. */
export function field<T>(read: (given: unknown) => Read<T>) {
  return z.unknown().transform((given, context): T => {
    const result = read(given);
    if ("value" in result) return result.value;
    context.addIssue({ code: "custom", message: result.form, params: { api: result.api } });
    return z.NEVER;
  });
}

/** Adds a problem found across fields (min above max, a total above the maximum) to `path`. */
export function addProblem(context: z.RefinementCtx, path: string, problem: FieldProblem): void {
  context.addIssue({ code: "custom", path: [path], message: problem.form, params: { api: problem.api } });
}

/** The largest whole number the database's integer columns (and API v2 ids) hold. */
export const INT_MAX = 2_147_483_647;

/** The trimmed text of a string or number; "" for anything else. */
export function textOf(given: unknown): string {
  return typeof given === "string" || typeof given === "number" ? String(given).trim() : "";
}

/** Not sent: absent, blank, or the "undefined"/"null" some API clients send for an empty variable. */
export function isAbsent(given: unknown): boolean {
  const text = textOf(given);
  return text === "" || text === "undefined" || text === "null";
}

/**
 * Digits only, up to 15 of them (exact as a JS number); null for "abc", "10.5", "-10", "1e3". A count above the
 * service's maximum is refused by its bound, in those words; a count with no bound is kept to INT_MAX by its field.
 */
export function wholeNumberOf(given: unknown): number | null {
  const text = textOf(given);
  return /^\d{1,15}$/.test(text) ? Number(text) : null;
}

/** A list one entry a line (comments, usernames), blank lines dropped, each line trimmed. */
export function linesOf(given: unknown): string[] {
  return textOf(given)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A required text of at most `max` characters. */
export function requiredText(max: number, missing: FieldProblem) {
  return field((given) => {
    const text = textOf(given);
    return text && text.length <= max ? { value: text } : missing;
  });
}

/** A required web address by the one link rule (links.ts). */
export function linkField(missing: FieldProblem, invalid: FieldProblem) {
  return field((given) => {
    const text = textOf(given);
    if (!text) return missing;
    return isCustomerLink(text) ? { value: text } : invalid;
  });
}

/** A whole number within bounds: what is missing, not whole, and out of each bound is worded by the caller. */
export function countField(problems: {
  missing: FieldProblem;
  invalid: FieldProblem;
  below: FieldProblem;
  above: FieldProblem;
  min: number;
  max: number;
}) {
  return field((given) => {
    if (isAbsent(given)) return problems.missing;
    const count = wholeNumberOf(given);
    if (count === null) return problems.invalid;
    if (count < problems.min) return problems.below;
    if (count > problems.max) return problems.above;
    return { value: count };
  });
}

/** An optional whole number (≥ `least`); not sent is undefined. */
export function optionalCount(invalid: FieldProblem, least = 0) {
  // Optional to zod too: a key whose value is undefined would otherwise be "missing".
  return field((given): Read<number | undefined> => {
    if (isAbsent(given)) return { value: undefined };
    const count = wholeNumberOf(given);
    return count !== null && count >= least && count <= INT_MAX ? { value: count } : invalid;
  }).optional();
}
