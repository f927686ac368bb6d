import type { QueryClient } from "@tanstack/react-query";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { createAppRouter, loadMatchedRoutes } from "./router";

/**
 * Renders the app into `root`: hydrates `/`'s prerendered page (scripts/prerenderLanding.ts) once its route modules
 * have loaded, else renders from scratch.
 */
export async function startApp(root: HTMLElement, queryClient: QueryClient): Promise<void> {
  if (root.firstElementChild) {
    await loadMatchedRoutes(window.location.pathname);
    hydrateRoot(root, <App queryClient={queryClient} router={createAppRouter()} />);
  } else {
    createRoot(root).render(<App queryClient={queryClient} router={createAppRouter()} />);
  }
}
