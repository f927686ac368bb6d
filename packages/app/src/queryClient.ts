import { QueryClient } from "@tanstack/react-query";
import { forgetSessionData } from "./lib/forgetSessionData";
import { httpStatusOf } from "./lib/httpStatus";
import { onSessionChange } from "./lib/sessionEvents";

/** Retrying cannot help a refused session, a missing record or a rejected request: only server and network faults. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 2;
}

/** The app's one cache: the screens read it through their hooks, the routes' clientLoaders fill it (lib/preload.ts). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
    mutations: { retry: false },
  },
});

// What an ended session loaded is dropped at once, so the next person on this browser never sees it; listening from
// the start, a session a clientLoader's first request finds refused is announced too.
onSessionChange((change) => forgetSessionData(queryClient, change));
