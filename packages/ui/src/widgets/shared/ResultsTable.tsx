import type * as React from "react";
import { Table, TableBody, TableEmpty, TableHead, TableHeader, TableRow } from "../../data/Table";
import { LoadError } from "./LoadError";
import { LoadingRows } from "./TableStateRows";

/** The table's accessible name: a text, or the id of the heading that names it. */
type TableName = { label: string; labelledBy?: never } | { label?: never; labelledBy: string };

export type ResultsTableProps<Row> = TableName & {
  columns: readonly string[];
  rows: readonly Row[];
  renderRow: (row: Row) => React.ReactNode;
  isLoading?: boolean;
  /** How many skeleton rows stand in while loading. */
  loadingRows?: number;
  /** A failed load replaces the table with the message and a retry. */
  error?: string | null;
  errorTitle?: string;
  onRetry?: () => void;
  emptyIcon: React.ReactNode;
  emptyText: string;
};

/** One page of a list from the server: the rows, or skeleton rows while loading, the empty state, or the error. */
export function ResultsTable<Row>({
  label,
  labelledBy,
  columns,
  rows,
  renderRow,
  isLoading = false,
  loadingRows,
  error,
  errorTitle,
  onRetry,
  emptyIcon,
  emptyText,
}: ResultsTableProps<Row>) {
  if (error) return <LoadError title={errorTitle ?? "Could not load this list"} message={error} onRetry={onRetry} />;
  return (
    <Table aria-label={label} aria-labelledby={labelledBy} aria-busy={isLoading || undefined}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column}>{column}</TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {isLoading ? (
          <LoadingRows columns={columns} rows={loadingRows} />
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
