/** What the benchmark page (main.tsx) leaves on `window` for services-catalogue.bench.ts to read. */
export type CatalogueBench = {
  /** Render call to the first paint. */
  firstRenderMs: number | null;
  /** Render call to the end of React's commit (script only, before style, layout and paint). */
  firstCommitMs: number | null;
  /** Keystroke (event time stamp) to the next paint, one entry per keydown in the search box. */
  keystrokeToPaintMs: number[];
  /** Keystroke to the paint after the last DOM change it caused (the tables showing the filtered result). */
  keystrokeToResultsMs: number[];
};

declare global {
  interface Window {
    catalogueBench: CatalogueBench;
  }
}
