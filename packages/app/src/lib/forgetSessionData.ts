import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./queryKeys";
import type { SessionChange } from "./sessionEvents";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please sign in again.";

/** Data every visitor may see: it outlives a session. */
const PUBLIC_KEYS = new Set<unknown>([queryKeys.settings[0], queryKeys.catalogue[0]]);

/**
 * When a session ends: forget the data it loaded (the customer's or the admin's) and, if the server ended it
 * (a 401), say so once; the guards take care of the redirect.
 */
export function forgetSessionData(queryClient: QueryClient, change: SessionChange): void {
  if (change.change !== "ended") return;
  if (change.kind === "admin") queryClient.removeQueries({ queryKey: queryKeys.admin.all });
  else {
    queryClient.removeQueries({
      predicate: (query) => !PUBLIC_KEYS.has(query.queryKey[0]) && query.queryKey[0] !== queryKeys.admin.all[0],
    });
  }
  if (change.reason === "expired")
    void import("./toasts").then(({ toast }) =>
      toast.info(SESSION_EXPIRED_MESSAGE, { toastId: SESSION_EXPIRED_MESSAGE }),
    );
}
