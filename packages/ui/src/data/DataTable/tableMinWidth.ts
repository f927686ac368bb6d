/** The least width a column without a fixed length (no width, or a percentage) keeps before the table scrolls. */
export const MIN_FLEXIBLE_COLUMN_WIDTH = "8rem";

const PERCENT = /^\s*(\d+(?:\.\d+)?)%\s*$/;

const ratio = (value: number) => Number(value.toFixed(4));

/** What a column says about its width: a fixed one (a length or a percentage), or the least it keeps without one. */
export interface ColumnWidth {
  width?: string | undefined;
  minWidth?: string | undefined;
}

/**
 * A CSS min-width for a fixed-layout table with these columns. Fixed layout gives every length column its width and
 * every percentage column its share of the table, and divides what is left evenly among the other columns, down to
 * nothing: so the table must be wide enough that each of those keeps its `minWidth` (default `flexibleMin`); as
 * they get equal shares, each is counted at the largest of their minimums. Below it the table's box scrolls
 * sideways instead of squeezing headers into their neighbours.
 */
export function tableMinWidth(
  columns: readonly ColumnWidth[],
  flexibleMin: string = MIN_FLEXIBLE_COLUMN_WIDTH,
): string | undefined {
  const lengths: string[] = [];
  const percents: number[] = [];
  const isPercent = (column: ColumnWidth) => column.width !== undefined && PERCENT.test(column.width);
  const share = largest(
    columns.filter((column) => column.width === undefined || isPercent(column)),
    flexibleMin,
  );
  for (const column of columns) {
    const percent = column.width === undefined ? null : PERCENT.exec(column.width);
    if (percent?.[1]) percents.push(Number(percent[1]));
    else lengths.push(column.width ?? share);
  }
  const percentTotal = percents.reduce((sum, percent) => sum + percent, 0);
  const bounds: string[] = [];
  // The columns measured in lengths share what the percentages leave.
  if (lengths.length > 0 && percentTotal < 100) {
    const sum = lengths.join(" + ");
    bounds.push(percentTotal === 0 ? `calc(${sum})` : `calc((${sum}) / ${ratio(1 - percentTotal / 100)})`);
  }
  // The narrowest percentage column reaches the minimum last.
  const smallestPercent = Math.min(...percents.filter((percent) => percent > 0));
  if (Number.isFinite(smallestPercent)) bounds.push(`calc(${share} * ${ratio(100 / smallestPercent)})`);
  if (bounds.length <= 1) return bounds[0];
  return `max(${bounds.join(", ")})`;
}

/** The largest of the columns' own minimums (the default for a column without one), as one CSS length. */
function largest(columns: readonly ColumnWidth[], flexibleMin: string): string {
  const minimums = [...new Set(columns.map((column) => column.minWidth ?? flexibleMin))];
  return minimums.length <= 1 ? (minimums[0] ?? flexibleMin) : `max(${minimums.join(", ")})`;
}
