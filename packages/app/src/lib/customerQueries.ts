import { TOAST_MESSAGES } from "@smm/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "./api";
import { queryKeys } from "./queryKeys";
import { customerSession } from "./session";
import { useToastOnError } from "./useToastOnError";

/** GET /user: the signed-in customer, kept in the stored session too so a reload shows the fresh name. */
export function useUser() {
  const query = useQuery({
    queryKey: queryKeys.user,
    queryFn: async ({ signal }) => {
      const user = await api.user.get({ signal });
      customerSession.updateData(user);
      return user;
    },
  });
  useToastOnError(query.error, TOAST_MESSAGES.fetchUserFailed);
  return query;
}

/** GET /dashboard: username, balance, order count (refreshed after every order and deposit). */
export function useDashboardStats() {
  return useQuery({ queryKey: queryKeys.dashboard, queryFn: ({ signal }) => api.user.dashboard({ signal }) });
}

/** GET /categories, loaded once (spec §4). */
export function useCategories() {
  const query = useQuery({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => api.catalogue.categories({ signal }),
    staleTime: 5 * 60_000,
  });
  useToastOnError(query.error, TOAST_MESSAGES.fetchCategoriesFailed);
  return query;
}

/** GET /services?category_id= for one category, or every service when `categoryId` is null. */
export function useServices(categoryId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  const query = useQuery({
    queryKey: queryKeys.services(categoryId),
    queryFn: ({ signal }) => api.catalogue.services(categoryId ?? undefined, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
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

/** GET /notifications, polled so the bell's unread count follows order status changes and ticket replies. */
export function useNotifications() {
  return useQuery({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => api.notifications.list({ signal }),
    refetchInterval: 60_000,
  });
}
