import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_EXACT_COUNT_LIMIT, ADMIN_MAX_PAGE_SIZE, type AdminPage } from "@smm/domain";
import { type AnyColumn, asc, desc, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { queryRows } from "../../db/rows";

export interface ListQuery {
  page?: number;
  per_page?: number;
  sort?: string;
  direction?: "asc" | "desc";
  search?: string;
}

export interface Paging {
  page: number;
  perPage: number;
  offset: number;
}

export function pagingOf(query: ListQuery): Paging {
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const perPage = Math.min(ADMIN_MAX_PAGE_SIZE, Math.max(1, Math.trunc(query.per_page ?? ADMIN_DEFAULT_PAGE_SIZE)));
  return { page, perPage, offset: (page - 1) * perPage };
}

export function pageOf<T>(data: T[], total: number, { page, perPage }: Paging, estimated = false): AdminPage<T> {
  const last_page = Math.max(1, Math.ceil(total / perPage));
  return { data, meta: { page, per_page: perPage, total, last_page, ...(estimated ? { estimated } : {}) } };
}

export interface ListQueries<Row, Key> {
  /**
   * `select {id, n: rowNumberOver(order)} from … where … order by … limit limit`: the keys of the matching rows in
   * list order, numbered.
   */
  numbered: (limit: number) => SQLWrapper;
  /** The same rows, neither ordered nor limited: planned (never run) for the estimate of a large count. */
  all: () => SQLWrapper;
  /** The rows of these keys, in any order (only the page's 25-100 are read in full). */
  rows: (keys: Key[]) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
}

/** The 1-based position of a row in the list's order, as the column `n` that pagedList reads. */
export function rowNumberOver(order: SQL[]): SQL.Aliased<number> {
  return sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("n");
}

/**
 * A list's key as the column `id` that pagedList reads, when it is not a column named id (a per-panel `number`):
 * inside pagedList's own query a selected column keeps its name, not the key it was selected as.
 */
export function listKey(column: AnyColumn): SQL.Aliased<number> {
  return sql<number>`${column}`.as("id");
}

/** How many of a list's matches pagedList reads for a page: the count's bound or the page's end, and one more. */
export function listLimit(paging: Paging): number {
  return Math.max(ADMIN_EXACT_COUNT_LIMIT, paging.offset + paging.perPage) + 1;
}

/**
 * One page of a list and the count of its matches, with the list's filter (and search) run once: one statement
 * numbers the keys of the matching rows in list order, at most max(ADMIN_EXACT_COUNT_LIMIT, end of the page) + 1
 * of them (an index walk when the order has an index), and answers their count and the page's slice; then only
 * the page's rows are read. Reaching that bound means more match than are worth counting on every page: the total
 * is then PostgreSQL's own estimate, from planning (not running) the filter, to two significant figures.
 */
export async function pagedList<Row, Key = number>(
  db: Queryable,
  paging: Paging,
  list: ListQueries<Row, Key>,
): Promise<AdminPage<Row>> {
  const limit = listLimit(paging);
  const [counted] = await queryRows<{ total: number; keys: Key[] }>(
    db,
    sql`with matched as materialized (${list.numbered(limit)})
        select (select count(*) from matched)::int as total,
          coalesce((select array_agg(id order by n) from matched
            where n > ${paging.offset} and n <= ${paging.offset + paging.perPage}), '{}') as keys`,
  );
  const keys = counted?.keys ?? [];
  const byKey = new Map((keys.length === 0 ? [] : await list.rows(keys)).map((row) => [list.keyOf(row), row]));
  const data = keys.flatMap((key) => byKey.get(key) ?? []);
  const total = counted?.total ?? 0;
  if (total < limit) return pageOf(data, total, paging);
  const [plan] = await queryRows<{ "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }>(
    db,
    sql`explain (format json) ${list.all()}`,
  );
  // Rounded as an estimate deserves, but never below the matches already counted.
  const estimate = Number((plan?.["QUERY PLAN"][0].Plan["Plan Rows"] ?? 0).toPrecision(2));
  return pageOf(data, Math.max(estimate, limit), paging, true);
}

/**
 * ORDER BY for a list: the chosen column (default first entry) in the chosen direction (default desc), then
 * the id as a tie-breaker so pages never overlap.
 */
export function orderOf(
  columns: Record<string, AnyColumn | SQL>,
  query: ListQuery,
  id: AnyColumn,
  fallback: string,
): SQL[] {
  const column = columns[query.sort ?? fallback] ?? columns[fallback];
  const by = query.direction === "asc" ? asc : desc;
  const order = column ? [by(column)] : [];
  return column === id ? order : [...order, by(id)];
}

/** A search term as a LIKE pattern (its own % and _ taken literally). */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** "#123" or "123" as an id to match, else undefined. */
export function searchedId(search: string): number | undefined {
  const match = /^#?(\d{1,9})$/.exec(search.trim());
  return match ? Number(match[1]) : undefined;
}
