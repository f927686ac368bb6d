/** The least width a column without a fixed length (no width, or a percentage) keeps before the table scrolls. */
export const MIN_FLEXIBLE_COLUMN_WIDTH = "8rem";

const PERCENT = /^\s*(\d+(?:\.\d+)?)%\s*$/;

const ratio = (value: number) => Number(value.toFixed(4));

/**
 * A CSS min-width for a fixed-layout table with these column widths. Fixed layout gives every length column its
 * width and every percentage column its share of the table, and divides what is left among the other columns, down
 * to nothing: so the table must be wide enough that each of those keeps `flexibleMin`. Below it the table's box
 * scrolls sideways instead of squeezing headers into their neighbours.
 */
export function tableMinWidth(
  widths: readonly (string | undefined)[],
  flexibleMin: string = MIN_FLEXIBLE_COLUMN_WIDTH,
): string | undefined {
  const lengths: string[] = [];
  const percents: number[] = [];
  for (const width of widths) {
    const percent = width === undefined ? null : PERCENT.exec(width);
    if (percent?.[1]) percents.push(Number(percent[1]));
    else lengths.push(width ?? flexibleMin);
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
  if (Number.isFinite(smallestPercent)) bounds.push(`calc(${flexibleMin} * ${ratio(100 / smallestPercent)})`);
  if (bounds.length <= 1) return bounds[0];
  return `max(${bounds.join(", ")})`;
}
