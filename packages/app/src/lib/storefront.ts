import {
  EMPTY_PAGE_STOREFRONT,
  LEGAL_PAGE_TITLES,
  type LegalPage,
  legalPagePath,
  PANEL_STOREFRONT_META,
  type PageStorefront,
  pageStorefrontOf,
} from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { publicSettingsQuery } from "./brand";
import { queryKeys } from "./queryKeys";

/**
 * The storefront the server wrote into the page (packages/server/src/plugins/app/pages.ts: the landing and sign-up of
 * a panel that has one), read once as the app loads: never another panel's texts or a built one. The build's pages
 * (and the build itself, which has no document) carry none.
 */
function pageStorefront(): PageStorefront {
  if (typeof document === "undefined") return EMPTY_PAGE_STOREFRONT;
  const written = document.querySelector(`meta[name="${PANEL_STOREFRONT_META}"]`)?.getAttribute("content");
  if (!written) return EMPTY_PAGE_STOREFRONT;
  try {
    return { ...EMPTY_PAGE_STOREFRONT, ...(JSON.parse(written) as Partial<PageStorefront>) };
  } catch {
    return EMPTY_PAGE_STOREFRONT;
  }
}

const PAGE_STOREFRONT: Readonly<PageStorefront> = pageStorefront();

const noSubscription = () => () => {};

/**
 * The panel's storefront: its settings once they answer (an operator's change shows at once), the page's until then.
 * While a prerendered page hydrates it is the build's (none), as the page was drawn; React renders the page's right
 * after, so hydration never meets text the prerendered page lacks.
 */
export function usePageStorefront(): PageStorefront {
  const settings = useQuery(publicSettingsQuery).data;
  const written = useSyncExternalStore(
    noSubscription,
    () => PAGE_STOREFRONT,
    () => EMPTY_PAGE_STOREFRONT,
  );
  return settings ? pageStorefrontOf(settings) : written;
}

/** The footer's links to the legal pages the operator filled in, in their fixed order. */
export function useLegalLinks(): { href: string; label: string }[] {
  return usePageStorefront().legal_page_list.map((page) => ({
    href: legalPagePath(page),
    label: LEGAL_PAGE_TITLES[page],
  }));
}

/** A legal page's text (public, the panel's own); a 404 means the operator left it empty. */
export const legalPageQuery = (page: LegalPage) =>
  queryOptions({
    queryKey: queryKeys.legalPage(page),
    queryFn: ({ signal }) => import("./api").then(({ api }) => api.settings.legalPage(page, { signal })),
    staleTime: 60_000,
    // A missing page stays missing; only a failed connection is worth another try.
    retry: (failures, error) => failures < 2 && (error as { status?: number }).status === undefined,
  });
