import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { DeferredToaster } from "./components/DeferredToaster";
import { forgetSessionData } from "./lib/forgetSessionData";
import { onSessionChange } from "./lib/sessionEvents";

/**
 * Everything around the router: server state, toasts, and forgetting ended sessions. Kept light on purpose: the
 * API client, the money maths and the toasts load when they are needed, not with the landing page.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // Drops what an ended session loaded, so the next person on this browser never sees it.
  useEffect(() => onSessionChange((change) => forgetSessionData(queryClient, change)), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
