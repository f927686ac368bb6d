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

/** Where a page of a list sits in the whole. */
export const pageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
});
export type PageMeta = z.output<typeof pageMetaSchema>;

/** A page of a list as the customer API answers it: its rows and where it sits in the whole. */
export const customerPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), meta: pageMetaSchema });

/** Money crosses the wire as an exact decimal string. */
export const decimalText = z.string().describe("Exact decimal amount, e.g. 1234.50");

/** An answer that only says what happened, e.g. `{"message": "Logged out successfully"}`. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.output<typeof messageSchema>;
