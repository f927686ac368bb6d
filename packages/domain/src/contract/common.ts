/** Parts shared by the endpoints of the contract. */
import { z } from "zod";
import { INT_MAX } from "../orderTypes/fields";

/**
 * A whole number from a path or query string (text, coerced): "1e309" (Infinity), "-1", "1.5" and "abc" are refused
 * with one message.
 */
export function wholeNumberParam(min: number, max: number) {
  const error = `Enter a whole number from ${min} to ${max}.`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A row id in a path or query: what a PostgreSQL integer column holds. */
export const rowId = wholeNumberParam(1, INT_MAX);

export const idParams = z.object({ id: rowId });

/** A moment as the API writes it: ISO 8601 text (the server serialises its Date values so). */
export const isoDateTime = z.string().describe("ISO 8601 date and time, e.g. 2026-01-31T12:00:00.000Z");
