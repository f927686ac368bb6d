import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { deferUntilInteraction, holdClicksUntilHydrated } from "./lib/deferredHydration";
import { createQueryClient } from "./queryClient";
import { createAppRouter, loadMatchedRoutes } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server sends `/` prerendered (scripts/prerenderLanding.ts): hydrate it; every other page starts empty.
if (root.firstElementChild) {
  deferUntilInteraction();
  const replayClicks = holdClicksUntilHydrated(root);
  await loadMatchedRoutes(window.location.pathname);
  hydrateRoot(root, <App queryClient={createQueryClient()} router={createAppRouter()} onMounted={replayClicks} />);
} else {
  createRoot(root).render(<App queryClient={createQueryClient()} router={createAppRouter()} />);
}
