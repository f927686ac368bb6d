import { DEFAULT_PANEL_BRAND, PANEL_BRAND_META, type PanelBrand, panelBrandOf } from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { queryKeys } from "./queryKeys";

/**
 * The brand the server wrote into a branded panel's page (packages/server/src/plugins/app/pages.ts), read once as
 * the app loads, before it hydrates: the first render shows exactly what the page came with. The build's pages (and
 * the build itself, which has no document) carry the default brand.
 */
function pageBrand(): PanelBrand {
  if (typeof document === "undefined") return DEFAULT_PANEL_BRAND;
  const written = document.querySelector(`meta[name="${PANEL_BRAND_META}"]`)?.getAttribute("content");
  if (!written) return DEFAULT_PANEL_BRAND;
  try {
    return { ...DEFAULT_PANEL_BRAND, ...(JSON.parse(written) as Partial<PanelBrand>) };
  } catch {
    return DEFAULT_PANEL_BRAND;
  }
}

export const PAGE_BRAND: Readonly<PanelBrand> = pageBrand();

/**
 * The public settings, fetched through a dynamic import so the API client stays out of the public pages' first load
 * (the same query as lib/settings.ts: whichever runs first fills it for both).
 */
export const publicSettingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: ({ signal }) => import("./api").then(({ api }) => api.settings.get({ signal })),
  staleTime: 5 * 60_000,
});

/** The panel's brand: its settings once they answer (an operator's change shows at once), the page's until then. */
export function usePanelBrand(): PanelBrand {
  const settings = useQuery(publicSettingsQuery).data;
  return settings ? panelBrandOf(settings) : PAGE_BRAND;
}
