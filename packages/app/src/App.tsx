import { Toaster } from "@smm/ui";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { RouterProvider } from "react-router-dom";
import { CurrencyProvider } from "./lib/currency";
import { forgetSessionData } from "./lib/forgetSessionData";
import { onSessionChange } from "./lib/session";
import { createQueryClient } from "./queryClient";
import { router } from "./router";

/** Drops what the ended session loaded, so the next person on this browser never sees it. */
function useForgetEndedSessions(queryClient: QueryClient) {
  useEffect(() => onSessionChange((change) => forgetSessionData(queryClient, change)), [queryClient]);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  useForgetEndedSessions(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <RouterProvider router={router} />
      </CurrencyProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
