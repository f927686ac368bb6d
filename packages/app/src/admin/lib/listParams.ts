import { type AdminTableQuery, ALL_FILTER_VALUE } from "@smm/ui";

/** The query string of an admin list: page, page size, search, sort and every filter that narrows something. */
export type AdminListParams = Record<string, string | number>;

export function listParams(query: AdminTableQuery, perPage: number): AdminListParams {
  const params: AdminListParams = { page: query.page, per_page: perPage };
  if (query.search.trim() !== "") params.search = query.search.trim();
  if (query.sort) {
    params.sort = query.sort.columnId;
    params.direction = query.sort.direction === "ascending" ? "asc" : "desc";
  }
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== ALL_FILTER_VALUE && value !== "") params[name] = value;
  }
  return params;
}
