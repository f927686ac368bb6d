import { AsyncResource } from "node:async_hooks";
/** How many rows one keyset read takes: enough to amortise the query, small enough to keep memory flat. */
export const CSV_BATCH = 1000;

/** A cell a spreadsheet would run as a formula (OWASP "CSV injection"): =, +, -, @, a tab or a carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** Plain numbers (a negative amount) are data, not formulas: they stay numbers. */
const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell (RFC 4180): a text a spreadsheet would evaluate is prefixed with a single quote, and a cell holding
 * a quote, comma or line break is quoted with its quotes doubled.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: ReadonlyArray<Parameters<typeof csvCell>[0]>) => `${cells.map(csvCell).join(",")}\r\n`;

/**
 * A CSV document streamed from a keyset read: `read(before)` answers up to CSV_BATCH rows with ids below `before`
 * (all when undefined), newest first. One batch is in memory at a time, and the next is read only when the
 * reply has taken the previous one (an async generator is pulled by the stream it is piped to), so a million rows
 * export in constant memory and the first rows leave before the last are read.
 */
export async function* csvDocument<Row extends { id: number }>(
  header: readonly string[],
  read: (before: number | undefined) => Promise<Row[]>,
  cells: (row: Row) => ReadonlyArray<Parameters<typeof csvCell>[0]>,
): AsyncGenerator<string> {
  // The stream pulls the later batches from its own events, outside the request's panel: each read runs in the
  // context the document was made in (awaited inside it: a drizzle query runs only when awaited).
  const readInRequest = AsyncResource.bind(async (before: number | undefined) => await read(before));
  yield csvLine(header);
  let before: number | undefined;
  for (;;) {
    const rows = await readInRequest(before);
    if (rows.length > 0) yield rows.map((row) => csvLine(cells(row))).join("");
    const last = rows.at(-1);
    if (rows.length < CSV_BATCH || !last) return;
    before = last.id;
  }
}
