import { ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE, type AdminPage } from "@smm/domain";
import { type AnyColumn, asc, desc, type SQL } from "drizzle-orm";

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

export function pageOf<T>(data: T[], total: number, { page, perPage }: Paging): AdminPage<T> {
  return { data, meta: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) } };
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
