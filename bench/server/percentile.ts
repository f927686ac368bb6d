/** The p-th percentile (nearest rank) of some durations, to 0.1 ms. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Number((sorted[rank] ?? Number.NaN).toFixed(1));
}
