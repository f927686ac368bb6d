import type { AdminTableQuery } from "@smm/ui";
import { useSearchParams } from "react-router";
import { readTableQuery, writeTableQuery } from "./tableQueryParams";

/**
 * An admin list's state kept in the URL (filters, search, sort, page), so a filtered list can be linked to,
 * reloaded and reached again with Back. Each change replaces the history entry instead of adding one.
 */
export function useUrlTableQuery(initial: AdminTableQuery): [AdminTableQuery, (query: AdminTableQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = readTableQuery(params, initial);
  const setQuery = (next: AdminTableQuery) => setParams(writeTableQuery(next, initial), { replace: true });
  return [query, setQuery];
}
