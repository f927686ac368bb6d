/** Parts shared by the admin API's endpoints: its paged lists, their query and a few scalars. */
import { z } from "zod";
import { ADMIN_MAX_PAGE_SIZE } from "../../api/admin";
import { CURRENCY_CODES } from "../../money/currencies";
import { decimalText, isoDateTime, wholeNumberParam } from "../common";

export const currencyCode = z.enum(CURRENCY_CODES);

/** A yes/no filter of a list's query: `true` or `false`. */
export const adminQueryFlag = z.enum(["true", "false"]).transform((value) => value === "true");

/** The reporting currency the operator's figures are shown in, and its rate (units per 1 NGN). */
export const reportingCurrencySchema = z
  .object({ code: currencyCode, rate: decimalText })
  .describe("The reporting currency cost and profit are shown in, and its rate (units per 1 NGN)");

/**
 * The query of every paged admin list plus its own filters (all optional); unknown parameters are dropped. `sorts`
 * are the columns it sorts by (none: no `sort`).
 */
export function adminListQuery<
  const Sorts extends readonly string[],
  const Filters extends Record<string, z.ZodType> = Record<never, z.ZodType>,
>(sorts: Sorts, filters: Filters = {} as Filters) {
  const sort = (sorts.length > 0 ? { sort: z.enum(sorts as unknown as [string, ...string[]]).optional() } : {}) as {
    sort: z.ZodOptional<z.ZodEnum<{ [Sort in Sorts[number]]: Sort }>>;
  };
  return z.object({
    page: wholeNumberParam(1, 1_000_000).optional(),
    per_page: wholeNumberParam(1, ADMIN_MAX_PAGE_SIZE).optional(),
    ...sort,
    direction: z.enum(["asc", "desc"]).optional(),
    search: z.string().max(200).optional(),
    ...(Object.fromEntries(Object.entries(filters).map(([name, filter]) => [name, filter.optional()])) as {
      [Name in keyof Filters]: z.ZodOptional<Filters[Name]>;
    }),
  });
}

/** Where a page of an admin list sits in the whole. */
export const adminPageMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int().describe("How many rows match: exact, or with `estimated` an estimate"),
  last_page: z.number().int(),
  estimated: z.boolean().optional().describe("Present (true) when more match than are counted exactly"),
});

/** One page of an admin list. */
export const adminPageSchema = <Row extends z.ZodType>(row: Row) =>
  z.object({ data: z.array(row), meta: adminPageMetaSchema });

/** A row of a customer's ledger as the operator reads it. */
export const adminLedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: decimalText.describe("Signed: credits positive, debits negative"),
  balanceAfter: decimalText,
  kind: z.string(),
  method: z.string(),
  reference: z.string(),
  createdAt: isoDateTime,
});
export type AdminLedgerEntry = z.output<typeof adminLedgerEntrySchema>;

/** An action's answer that only says what was done ("A password reset link was sent to …"). */
export const adminMessageSchema = z.object({ message: z.string() });
