import type { QueryClient } from "@tanstack/react-query";
import { categoriesQuery, dashboardStatsQuery, notificationsQuery, servicesQuery, userQuery } from "./customerQueries";
import { queryKeys } from "./queryKeys";
import { customerSession } from "./session";
import { fetchPublicSettings } from "./settings";

/**
 * Fetches what a customer page shows first, with the same keys and fetchers as its screens, so their hooks find
 * the answers (or the requests in flight) instead of starting them: the shell's user, notifications and settings
 * (rates) on every page; New Order's stats, categories and the services of the category it preselects (the first).
 * Nothing without a stored session: the guard sends that visitor to `/`. Failures are left to the screens' own
 * queries, which show them. Settles once every request has answered.
 */
export async function prefetchCustomerQueries(queryClient: QueryClient, pathname: string): Promise<void> {
  if (!customerSession.read()) return;
  const requests = [
    queryClient.prefetchQuery(userQuery),
    queryClient.prefetchQuery(notificationsQuery),
    queryClient.prefetchQuery({ queryKey: queryKeys.settings, queryFn: fetchPublicSettings }),
  ];
  if (pathname.replace(/\/+$/, "") === "/dashboard") {
    requests.push(
      queryClient.prefetchQuery(dashboardStatsQuery),
      queryClient.prefetchQuery(categoriesQuery).then(() => {
        const firstCategory = queryClient.getQueryData(categoriesQuery.queryKey)?.[0];
        if (firstCategory) return queryClient.prefetchQuery(servicesQuery(firstCategory.id));
      }),
    );
  }
  await Promise.all(requests);
}
