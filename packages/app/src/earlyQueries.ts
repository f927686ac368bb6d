import type { QueryClient } from "@tanstack/react-query";

const CUSTOMER_PAGE = /^\/dashboard(?:\/|$)/;

/**
 * On a customer page, starts the signed-in customer's first requests as soon as the entry runs, into the app's
 * query cache: they travel while the route code downloads instead of after it has loaded and rendered. Other pages
 * load nothing from here (the API client stays out of `/`'s first load).
 */
export async function startEarlyQueries(queryClient: QueryClient, pathname: string): Promise<void> {
  if (!CUSTOMER_PAGE.test(pathname)) return;
  const { prefetchCustomerQueries } = await import("./lib/prefetchCustomerQueries");
  prefetchCustomerQueries(queryClient, pathname);
}
