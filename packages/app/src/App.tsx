import type { QueryClient } from "@tanstack/react-query";
import { StrictMode } from "react";
import { RouterProvider } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import type { createAppRouter } from "./router";

type AppProps = {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
};

/** The whole app around a browser router; the prerender (prerender/landingPage.tsx) renders the same tree. */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
