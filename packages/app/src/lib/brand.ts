import { type PanelBrand, panelBrandOf } from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { usePanelDocument } from "./panelDocument";
import { queryKeys } from "./queryKeys";

/**
 * The public settings, fetched through a dynamic import so the API client stays out of the public pages' first load
 * (the same query as lib/settings.ts: whichever runs first fills it for both).
 */
export const publicSettingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => import("./api").then(({ api }) => api.settings.get({ signal })),
  staleTime: 5 * 60_000,
});

/**
 * The panel's brand: the one the server rendered the page with, then its settings once they answer (an operator's
 * change shows at once).
 */
export function usePanelBrand(): PanelBrand {
  const settings = useQuery(publicSettingsQuery).data;
  const { brand } = usePanelDocument();
  return settings ? panelBrandOf(settings) : brand;
}
