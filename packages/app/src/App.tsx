import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useEffect } from "react";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import type { createAppRouter } from "./router";

type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
  /** Called after the first commit (a hydrated page is live from then on). */
  onMounted?: () => void;
};

/** The whole app around a browser router; the prerender (prerender/landingPage.tsx) renders the same tree. */
export function App({ queryClient, router, onMounted }: AppProps) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
