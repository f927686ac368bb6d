import type { AdminTableQuery } from "@smm/ui";

/** Query-string names the table itself uses; every other parameter is a filter (e.g. `status`, `user`). */
const PAGE = "page";
const SEARCH = "q";
const SORT = "sort";
const DIRECTION = "dir";
const OWN = new Set([PAGE, SEARCH, SORT, DIRECTION]);
/** Written when the operator turned the default sort off, so a reload keeps it off. */
const UNSORTED = "none";

/** An admin list's state read from the URL, falling back to `initial` for what the URL leaves out. */
export function readTableQuery(params: URLSearchParams, initial: AdminTableQuery): AdminTableQuery {
  const page = Number(params.get(PAGE));
  const filters: Record<string, string> = { ...initial.filters };
  for (const [name, value] of params) {
    if (!OWN.has(name) && value !== "") filters[name] = value;
  }
  const column = params.get(SORT);
  const sort: AdminTableQuery["sort"] =
    column === null
      ? initial.sort
      : column === UNSORTED
        ? null
        : { columnId: column, direction: params.get(DIRECTION) === "asc" ? "ascending" : "descending" };
  return {
    page: Number.isInteger(page) && page >= 1 ? page : initial.page,
    search: params.get(SEARCH) ?? initial.search,
    filters,
    sort,
  };
}

/** The URL form of a list's state: only what differs from a fresh list, so a plain link stays plain. */
export function writeTableQuery(query: AdminTableQuery, initial: AdminTableQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page > 1) params.set(PAGE, String(query.page));
  if (query.search !== "") params.set(SEARCH, query.search);
  for (const [name, value] of Object.entries(query.filters)) {
    if (value !== "" && value !== initial.filters[name]) params.set(name, value);
  }
  const sortChanged =
    query.sort?.columnId !== initial.sort?.columnId || query.sort?.direction !== initial.sort?.direction;
  if (sortChanged) {
    params.set(SORT, query.sort?.columnId ?? UNSORTED);
    if (query.sort) params.set(DIRECTION, query.sort.direction === "ascending" ? "asc" : "desc");
  }
  return params;
}
