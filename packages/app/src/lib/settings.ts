import { type CurrencyCode, DEFAULT_CURRENCY } from "@smm/domain";
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

/**
 * Whether this is the main panel: its operator manages child panels and decides on their sales, even while they are
 * off (a production panel starts so); a child panel has none of that. Undefined until known.
 */
export function useMainPanel(): boolean | undefined {
  const settings = usePublicSettings().data;
  return settings ? settings.main_panel !== false : undefined;
}

/**
 * Whether this panel sells child panels: the main panel does, a child panel does not (the server says so in its
 * settings and refuses the orders), so there its Child Panel pages and links are absent. Undefined until known.
 */
export function useSellsChildPanels(): boolean | undefined {
  const settings = usePublicSettings().data;
  return settings ? settings.sells_child_panels !== false : undefined;
}

/**
 * The currency the panel keeps every amount in (balances, prices, charges, deposits): NGN on the main panel, a child
 * panel's order currency. NGN until the settings answer.
 */
export function usePanelCurrency(): CurrencyCode {
  return usePublicSettings().data?.currency ?? DEFAULT_CURRENCY;
}
