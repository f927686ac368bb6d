import { ApiError } from "@smm/api-client";
import { DEFAULT_SETTINGS, type PublicSettings, publicSettingsOf } from "@smm/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";

/** The panel's public settings (GET /api/settings): rates, payment minimums, affiliate and child panel terms. */
export async function fetchPublicSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PublicSettings> {
  try {
    return await api.settings.get({ signal });
  } catch (error) {
    // A server without the settings endpoint (404) runs on the domain's defaults; any other failure is real.
    if (error instanceof ApiError && error.status === 404) return publicSettingsOf(DEFAULT_SETTINGS);
    throw error;
  }
}

/** The public settings, loaded once per session of the app and shared by every screen. */
export function usePublicSettings() {
  return useQuery({
    queryKey: queryKeys.settings,
    queryFn: ({ signal }) => fetchPublicSettings({ signal }),
    staleTime: 5 * 60_000,
  });
}
