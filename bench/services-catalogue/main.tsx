/**
 * The benchmark page: ServicesCatalogue with 10,000 generated services, instrumented for
 * bench/services-catalogue.bench.ts. Results are left on `window.catalogueBench`.
 *
 * "Next paint" is taken as a message posted from a requestAnimationFrame callback: rAF runs just before the
 * frame is painted and the message is delivered right after it.
 */
import "../../packages/ui/src/styles.css";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { ServicesCatalogue } from "../../packages/ui/src/widgets/customer/ServicesCatalogue";
import { makeCatalogue, samplePlatforms } from "../../packages/ui/src/widgets/customer/shared/fixtures";
import type { CatalogueBench } from "./contract";

const bench: CatalogueBench = {
  firstRenderMs: null,
  firstCommitMs: null,
  keystrokeToPaintMs: [],
  keystrokeToResultsMs: [],
};
window.catalogueBench = bench;

function afterNextPaint(callback: (paintedAt: number) => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(null);
  });
}

let lastKeyAt: number | null = null;
let lastKeyIndex = -1;

document.addEventListener(
  "keydown",
  (event) => {
    if (!(event.target instanceof HTMLInputElement) || event.target.type !== "search") return;
    const keyAt = event.timeStamp;
    lastKeyAt = keyAt;
    lastKeyIndex += 1;
    afterNextPaint((paintedAt) => bench.keystrokeToPaintMs.push(paintedAt - keyAt));
  },
  true,
);

// Every DOM change after a keystroke moves that keystroke's "results shown" time to the paint after it.
function onDomChange() {
  if (lastKeyAt === null) return;
  const keyAt = lastKeyAt;
  const index = lastKeyIndex;
  afterNextPaint((paintedAt) => {
    bench.keystrokeToResultsMs[index] = paintedAt - keyAt;
  });
}

const services = makeCatalogue(10_000);
const container = document.getElementById("root");
if (!container) throw new Error("#root missing");
const root = createRoot(container);

const start = performance.now();
flushSync(() => root.render(<ServicesCatalogue services={services} platforms={samplePlatforms} />));
bench.firstCommitMs = performance.now() - start;
afterNextPaint((paintedAt) => {
  bench.firstRenderMs = paintedAt - start;
  new MutationObserver(onDomChange).observe(container, { childList: true, subtree: true, characterData: true });
});
