import type { ServiceUpdate, UpdateType } from "@smm/domain";

/** The filters and page of the Updates table. */
export type UpdatesQuery = { type: UpdateType; search: string; page: number };

export const DEFAULT_UPDATES_QUERY: UpdatesQuery = { type: "all", search: "", page: 1 };

/** Whether an update matches the search: its service name or its id contains the text, ignoring case. */
export function matchesUpdateSearch(update: ServiceUpdate, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === "" || String(update.id).includes(needle) || update.service.toLowerCase().includes(needle);
}

/** The updates of the chosen type ('all' lets every type through) that match the search. */
export function filterUpdates(rows: readonly ServiceUpdate[], query: Omit<UpdatesQuery, "page">): ServiceUpdate[] {
  return rows.filter(
    (row) => (query.type === "all" || row.updateType === query.type) && matchesUpdateSearch(row, query.search),
  );
}
