// One formatter for every count in every row: toLocaleString would build a new one per call.
const countFormatter = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** A whole number with thousands separators: 1000000 → "1,000,000". */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}
