import { Toaster } from "@smm/ui";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { CurrencyProvider } from "./lib/currency";
import { forgetSessionData } from "./lib/forgetSessionData";
import { onSessionChange } from "./lib/session";

/** Everything around the router: server state, the display currency, toasts, and forgetting ended sessions. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Drops what an ended session loaded, so the next person on this browser never sees it.
  useEffect(() => onSessionChange((change) => forgetSessionData(queryClient, change)), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>{children}</CurrencyProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
