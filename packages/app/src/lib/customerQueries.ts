import type { OrderListQuery, ServiceUpdatesQuery, TicketListQuery } from "@smm/api-client";
import { TOAST_MESSAGES } from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";
import { customerSession } from "./session";
import { useToastOnError } from "./useToastOnError";

// The customer area's queries as options (key, fetcher, freshness), shared by the screens' hooks and the routes'
// clientLoaders (lib/preload.ts), so both use the same cache entries.

/** GET /user: the signed-in customer, kept in the stored session too so a reload shows the fresh name. */
export const userQuery = queryOptions({
  queryKey: queryKeys.user,
  queryFn: async ({ signal }) => {
    const user = await api.user.get({ signal });
    customerSession.updateData(user);
    return user;
  },
});

/** GET /dashboard: username, balance, order count (refreshed after every order and deposit). */
export const dashboardStatsQuery = queryOptions({
  queryKey: queryKeys.dashboard,
  queryFn: ({ signal }) => api.user.dashboard({ signal }),
});

/** GET /categories, loaded once (spec §4). */
export const categoriesQuery = queryOptions({
  queryKey: queryKeys.categories,
  queryFn: ({ signal }) => api.catalogue.categories({ signal }),
  staleTime: 5 * 60_000,
});

/** GET /services?category_id= for one category, or every service when `categoryId` is null. */
export const servicesQuery = (categoryId: number | null) =>
  queryOptions({
    queryKey: queryKeys.services(categoryId),
    queryFn: ({ signal }) => api.catalogue.services(categoryId ?? undefined, { signal }),
    staleTime: 5 * 60_000,
  });

/** GET /notifications, polled so the bell's unread count follows order status changes and ticket replies. */
export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: ({ signal }) => api.notifications.list({ signal }),
  refetchInterval: 60_000,
});

/** GET /transactions, newest first. */
export const transactionsQuery = queryOptions({
  queryKey: queryKeys.transactions,
  queryFn: ({ signal }) => api.funds.transactions({}, { signal }),
});

/** The customer's deposits per page of the Add Funds list. */
export const DEPOSITS_PAGE_SIZE = 10;

/** GET /deposits: one page of the customer's deposits with their status (pending and rejected transfers too). */
export const depositsQuery = (page: number) =>
  queryOptions({
    queryKey: queryKeys.deposits.list(page),
    queryFn: ({ signal }) => api.funds.deposits({ page, per_page: DEPOSITS_PAGE_SIZE }, { signal }),
  });

/** GET /orders: one page of the order history, filtered and searched on the server. */
export const ordersQuery = (query: OrderListQuery) =>
  queryOptions({
    queryKey: queryKeys.orders.list(query),
    queryFn: ({ signal }) => api.orders.list(query, { signal }),
  });

/** GET /service-updates: one page of price changes. */
export const serviceUpdatesQuery = (query: ServiceUpdatesQuery) =>
  queryOptions({
    queryKey: queryKeys.serviceUpdates(query),
    queryFn: ({ signal }) => api.serviceUpdates.list(query, { signal }),
  });

/** GET /affiliate: the referral link, figures and payouts. */
export const affiliateQuery = queryOptions({
  queryKey: queryKeys.affiliate,
  queryFn: ({ signal }) => api.affiliate.overview({ signal }),
});

/** GET /child-panels: the customer's panels. */
export const childPanelsQuery = queryOptions({
  queryKey: queryKeys.childPanels,
  queryFn: ({ signal }) => api.childPanels.list({ signal }),
});

/** GET /tickets: the customer's tickets matching a search. */
export const ticketsQuery = (query: TicketListQuery) =>
  queryOptions({
    queryKey: queryKeys.tickets.list(query),
    queryFn: ({ signal }) => api.tickets.list(query, { signal }),
  });

/** GET /api-key: whether a key exists (never the key). */
export const apiKeyQuery = queryOptions({
  queryKey: queryKeys.apiKey,
  queryFn: ({ signal }) => api.apiKey.describe({ signal }),
});

export function useUser() {
  const query = useQuery(userQuery);
  useToastOnError(query.error, TOAST_MESSAGES.fetchUserFailed);
  return query;
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQuery);
}

export function useCategories() {
  const query = useQuery(categoriesQuery);
  useToastOnError(query.error, TOAST_MESSAGES.fetchCategoriesFailed);
  return query;
}

export function useServices(categoryId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({ ...servicesQuery(categoryId), enabled });
  useToastOnError(query.error, TOAST_MESSAGES.fetchServicesFailed);
  return query;
}

export function useTransactions() {
  const query = useQuery(transactionsQuery);
  useToastOnError(query.error, TOAST_MESSAGES.fetchTransactionsFailed);
  return query;
}

export function useNotifications() {
  return useQuery(notificationsQuery);
}
