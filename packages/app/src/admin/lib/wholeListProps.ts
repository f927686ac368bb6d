import { errorMessage } from "@smm/ui";
import type { UseQueryResult } from "@tanstack/react-query";

/** AdminTable props for a short list the server answers whole: one page, no search box, the query's states. */
export function wholeListProps<Row>(query: UseQueryResult<unknown>, rows: readonly Row[]) {
  return {
    rows,
    total: rows.length,
    pageSize: Math.max(rows.length, 1),
    searchPlaceholder: null,
    isLoading: query.isPending,
    error: query.isError ? errorMessage(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
