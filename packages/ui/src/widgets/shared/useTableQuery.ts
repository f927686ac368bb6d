import { useCallback, useRef, useState } from "react";

/** A table query always has a 1-based page; the other fields are filters. */
export type PagedQuery = { page: number };

/**
 * The filters and page of a table, owned by the parent (`query` given: server-side filtering) or kept here
 * (`defaultQuery`). Changing any filter goes back to page 1, so a narrower result is never shown past its end.
 * `onQueryChange` receives the whole new query either way.
 */
export function useTableQuery<Q extends PagedQuery>(
  query: Q | undefined,
  defaultQuery: Q,
  onQueryChange?: (next: Q) => void,
): [Q, (change: Partial<Q>) => void] {
  const [internal, setInternal] = useState(defaultQuery);
  const current = query ?? internal;
  const latest = useRef({ current, onQueryChange, controlled: query !== undefined });
  latest.current = { current, onQueryChange, controlled: query !== undefined };

  const update = useCallback((change: Partial<Q>) => {
    const { current: previous, onQueryChange: notify, controlled } = latest.current;
    const filtersChanged = Object.keys(change).some((key) => key !== "page");
    const next = { ...previous, ...change, page: filtersChanged ? 1 : (change.page ?? previous.page) };
    if (!controlled) setInternal(next);
    notify?.(next);
  }, []);

  return [current, update];
}
