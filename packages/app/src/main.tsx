import "./styles.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import { startEarlyQueries } from "./earlyQueries";
import { createQueryClient } from "./queryClient";
import { createAppRouter, loadMatchedRoutes } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// `/` arrives prerendered (scripts/prerenderLanding.ts) and its boot module (boot/landing.ts) loads this entry once
// the visitor starts to interact, holding their clicks and submits until the page has hydrated: hydrate it. Every
// other page starts empty.
if (root.firstElementChild) {
  await loadMatchedRoutes(window.location.pathname);
  hydrateRoot(root, <App queryClient={createQueryClient()} router={createAppRouter()} />);
} else {
  const queryClient = createQueryClient();
  void startEarlyQueries(queryClient, window.location.pathname);
  createRoot(root).render(<App queryClient={queryClient} router={createAppRouter()} />);
}
