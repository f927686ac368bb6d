import type { DataTableSort } from "../../../data/DataTable";

/** The value of a filter that does not narrow the list. */
export const ALL_FILTER_VALUE = "all";

/** A server-side list's state: page (1-based), search text, one value per filter, and the sort. */
export type AdminTableQuery = {
  page: number;
  search: string;
  /** Filter id → chosen value; a missing id means `ALL_FILTER_VALUE`. */
  filters: Readonly<Record<string, string>>;
  sort: DataTableSort;
};

export const DEFAULT_ADMIN_TABLE_QUERY: AdminTableQuery = { page: 1, search: "", filters: {}, sort: null };

export type AdminTableFilterOption = { value: string; label: string };

/** A select above the table; an "All" entry is added in front of `options`. */
export type AdminTableFilter = {
  id: string;
  label: string;
  options: readonly AdminTableFilterOption[];
  /** The "All" entry's text, e.g. "All statuses". */
  allLabel?: string;
};
