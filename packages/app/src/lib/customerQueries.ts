import { TOAST_MESSAGES } from "@smm/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";
import { customerSession } from "./session";
import { useToastOnError } from "./useToastOnError";

// The queries as options (key, fetcher, freshness), shared by the hooks below and by the early start of a
// customer page's first requests (prefetchCustomerQueries.ts), so both fill the same cache entries.

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

/** GET /transactions, newest first. */
export function useTransactions() {
  const query = useQuery({
    queryKey: queryKeys.transactions,
    queryFn: ({ signal }) => api.funds.transactions({}, { signal }),
  });
  useToastOnError(query.error, TOAST_MESSAGES.fetchTransactionsFailed);
  return query;
}

export function useNotifications() {
  return useQuery(notificationsQuery);
}
