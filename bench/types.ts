export type Goal = { text: string; met: boolean };

export type BenchmarkResult = {
  /** Figures as printed and stored: numbers in the unit the name says (e.g. `button_gzip_kB`). */
  metrics: Record<string, number | string>;
  goals?: Goal[];
};

export type Benchmark = {
  name: string;
  description: string;
  run: () => Promise<BenchmarkResult>;
};
