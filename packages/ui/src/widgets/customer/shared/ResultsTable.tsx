import type * as React from "react";
import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from "../../../data/Table";
import { LoadError } from "./LoadError";
import { LoadingRows } from "./TableStateRows";

export type ResultsTableProps<Row> = {
  /** The table's accessible name, e.g. "Orders". */
  label: string;
  columns: readonly string[];
  rows: readonly Row[];
  renderRow: (row: Row) => React.ReactNode;
  isLoading?: boolean;
  /** A failed load replaces the table with the message and a retry. */
  error?: string | null;
  errorTitle: string;
  onRetry?: () => void;
  emptyIcon: React.ReactNode;
  emptyText: string;
};

/** One page of a list from the server: the rows, or skeleton rows while loading, the empty state, or the error. */
export function ResultsTable<Row>({
  label,
  columns,
  rows,
  renderRow,
  isLoading = false,
  error,
  errorTitle,
  onRetry,
  emptyIcon,
  emptyText,
}: ResultsTableProps<Row>) {
  if (error) return <LoadError title={errorTitle} message={error} onRetry={onRetry} />;
  return (
    <Table aria-label={label} aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <LoadingRows columns={columns} />
        ) : rows.length === 0 ? (
          <TableEmpty colSpan={columns.length} icon={emptyIcon}>
            {emptyText}
          </TableEmpty>
        ) : (
          rows.map(renderRow)
        )}
      </TableBody>
    </Table>
  );
}
