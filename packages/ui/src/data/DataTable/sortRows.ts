export type SortDirection = "ascending" | "descending";

/** Which column the rows are ordered by; `null` keeps the order they came in. */
export type DataTableSort = { columnId: string; direction: SortDirection } | null;

export type SortValue = string | number | null | undefined;

const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/** Numbers by value, text by an English, case-blind, digit-aware collation; empty values last. */
function compareValues(a: SortValue, b: SortValue): number {
  if (a == null || b == null) return a == null ? (b == null ? 0 : 1) : -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return collator.compare(String(a), String(b));
}

/** A sorted copy; rows with equal values keep their original order. */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValueOf: (row: Row) => SortValue,
  direction: SortDirection,
): Row[] {
  const factor = direction === "ascending" ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: sortValueOf(row) }))
    .sort((a, b) => {
      const emptyOrder = a.value == null || b.value == null;
      // Empty values stay at the end in both directions.
      const order = emptyOrder ? compareValues(a.value, b.value) : compareValues(a.value, b.value) * factor;
      return order || a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** Clicking a header: a new column starts ascending, then descending, then back to unsorted. */
export function nextSort(current: DataTableSort, columnId: string): DataTableSort {
  if (!current || current.columnId !== columnId) return { columnId, direction: "ascending" };
  return current.direction === "ascending" ? { columnId, direction: "descending" } : null;
}
