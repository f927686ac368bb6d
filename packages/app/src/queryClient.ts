import { QueryClient } from "@tanstack/react-query";
import { httpStatusOf } from "./lib/httpStatus";

/** Retrying cannot help a refused session, a missing record or a rejected request: only server and network faults. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
