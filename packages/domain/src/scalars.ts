/**
 * The contract's scalar types, in a file that imports nothing, so that money math, payments and the API's shapes can
 * all use them without importing each other (`api/types.ts` re-exports them).
 */

/** An exact decimal amount written as a string, e.g. "1234.50"; parse with the helpers in money/. */
export type DecimalString = string;
/** A date-time as an ISO 8601 string, e.g. "2026-11-22T10:15:00.000Z". */
export type IsoDateTime = string;
