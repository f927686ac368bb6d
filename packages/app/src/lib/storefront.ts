import { LEGAL_PAGE_TITLES, type LegalPage, legalPagePath, type PageStorefront, pageStorefrontOf } from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { publicSettingsQuery } from "./brand";
import { usePanelDocument } from "./panelDocument";
import { queryKeys } from "./queryKeys";

/**
 * The panel's storefront: the one the server rendered the page with, then its settings once they answer (an
 * operator's change shows at once).
 */
export function usePageStorefront(): PageStorefront {
  const settings = useQuery(publicSettingsQuery).data;
  const { storefront } = usePanelDocument();
  return settings ? pageStorefrontOf(settings) : storefront;
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
