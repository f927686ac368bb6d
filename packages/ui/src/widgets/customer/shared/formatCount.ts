// One formatter for every count in every row (toLocaleString would build one per call), built on first use: a page's
// first Intl formatter loads the number data (~15 ms on a phone), which belongs in the render that needs it, not in
// the evaluation of every module that imports this one.
let countFormatter: Intl.NumberFormat | undefined;

/** A whole number with thousands separators: 1000000 → "1,000,000". */
export function formatCount(value: number): string {
  countFormatter ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  return countFormatter.format(value);
}
