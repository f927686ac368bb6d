import { TableCell, TableRow } from "../../data/Table";
import { Skeleton } from "../../display/Skeleton";

export type LoadingRowsProps = {
  /** The table's column labels, so stacked (mobile) skeleton cards keep their labels. */
  columns: readonly string[];
  rows?: number;
};

/** Skeleton rows shaped like the table while its data loads; the table itself says it is busy. */
export function LoadingRows({ columns, rows = 5 }: LoadingRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity and never reorder
    <TableRow key={row} data-slot="table-loading-row">
      {columns.map((column) => (
        <TableCell key={column} label={column}>
          <Skeleton className="h-4 w-full min-w-12" />
        </TableCell>
      ))}
    </TableRow>
  ));
}
