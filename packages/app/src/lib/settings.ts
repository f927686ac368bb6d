import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";

/** The panel's public settings (GET /api/settings): rates, payment minimums, affiliate and child panel terms. */
export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => api.settings.get({ signal }),
  staleTime: 5 * 60_000,
});

/** The public settings, loaded once per session of the app and shared by every screen. */
export function usePublicSettings() {
  return useQuery(settingsQuery);
}
