const counts = new Intl.NumberFormat("en-US");

/** A whole count with grouping: "12,480". */
export function formatCount(value: number): string {
  return counts.format(value);
}
