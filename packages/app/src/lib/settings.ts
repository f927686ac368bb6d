import type { PublicSettings } from "@smm/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";

/** The panel's public settings (GET /api/settings): rates, payment minimums, affiliate and child panel terms. */
export function fetchPublicSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  return api.settings.get({ signal });
}

/** The public settings, loaded once per session of the app and shared by every screen. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => fetchPublicSettings({ signal }),
    staleTime: 5 * 60_000,
  });
}
