import { ADMIN_DEFAULT_PAGE_SIZE, type AdminPage } from "@smm/domain";
import { type AdminTableQuery, DEFAULT_ADMIN_TABLE_QUERY, errorMessage } from "@smm/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useDebouncedValue } from "../../lib/useDebouncedValue";
import { type AdminListName, adminKeys } from "./adminKeys";
import { type AdminListParams, listParams } from "./listParams";
import { useUrlTableQuery } from "./useUrlTableQuery";

type FetchPage<Row> = (params: AdminListParams, options: { signal: AbortSignal }) => Promise<AdminPage<Row>>;

/**
 * One server-side admin list: the table's query (search debounced), the page from the server (the previous page
 * stays on screen while the next loads), and the props an AdminTable needs.
 */
export function useAdminList<Row>(
  name: AdminListName,
  fetchPage: FetchPage<Row>,
  {
    initial = {},
    pageSize = ADMIN_DEFAULT_PAGE_SIZE,
    scope,
    pollWhile,
    inUrl = false,
  }: {
    initial?: Partial<AdminTableQuery>;
    pageSize?: number;
    /** What else the list depends on (e.g. the user whose ledger it is), for the cache key. */
    scope?: string | number;
    /** Refetches every second while this holds for the rows on screen (e.g. a send in progress). */
    pollWhile?: (rows: readonly Row[]) => boolean;
    /** Keeps filters, search, sort and page in the URL (a page's main list; not for lists inside a detail). */
    inUrl?: boolean;
  } = {},
) {
  const start = { ...DEFAULT_ADMIN_TABLE_QUERY, ...initial };
  const inMemory = useState<AdminTableQuery>(start);
  const inAddress = useUrlTableQuery(start);
  const [query, setQuery] = inUrl ? inAddress : inMemory;
  const search = useDebouncedValue(query.search);
  const params = listParams({ ...query, search }, pageSize);
  const result = useQuery({
    queryKey: adminKeys.list(name, { ...params, scope }),
    queryFn: ({ signal }) => fetchPage(params, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (pollWhile?.(current.state.data?.data ?? []) ? 1000 : false),
  });
  return {
    query,
    setQuery,
    /** The query string the list is read with (its filters, search and sort). */
    params,
    result,
    tableProps: {
      query,
      onQueryChange: setQuery,
      rows: result.data?.data ?? [],
      total: result.data?.meta.total ?? 0,
      totalEstimated: result.data?.meta.estimated ?? false,
      pageSize,
      isLoading: result.isPending,
      error: result.isError ? errorMessage(result.error) : null,
      onRetry: () => void result.refetch(),
    },
  };
}
