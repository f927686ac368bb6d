import type { QueryClient } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { createAppRouter, loadMatchedRoutes } from "./router";

/**
 * Renders the app into `root`: hydrates `/`'s prerendered page (scripts/prerenderLanding.ts) once its route modules
 * have loaded, else renders from scratch, after the set-ups its first render needs (lib/prepareFirstRender.ts,
 * preloaded with every customer page; `/` shows no money and does not load it).
 */
export async function startApp(root: HTMLElement, queryClient: QueryClient): Promise<void> {
  if (root.firstElementChild) {
    await loadMatchedRoutes(window.location.pathname);
    hydrateRoot(root, <App queryClient={queryClient} router={createAppRouter()} />);
  } else {
    await (await import("./lib/prepareFirstRender")).prepareFirstRender();
    // The router is made here, not before the set-ups: created earlier it can be ready before the first render,
    // which then renders the whole page in one synchronous pass instead of time-sliced (Lighthouse /dashboard
    // median 86 against 97).
    createRoot(root).render(<App queryClient={queryClient} router={createAppRouter()} />);
  }
}
