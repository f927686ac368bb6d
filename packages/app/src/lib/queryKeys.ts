import type { OrderListQuery, ServiceUpdatesQuery, TicketListQuery } from "@smm/api-client";
import type { QueryClient } from "@tanstack/react-query";

/**
 * Every TanStack Query key of the app in one place, so a mutation invalidates exactly what it changed. Admin
 * screens keep theirs under `queryKeys.admin.all` (["admin", ...]) so signing out of the admin area clears them.
 */
export const queryKeys = {
  settings: ["settings"] as const,
  /** Every legal page (refetched when the operator saves the storefront), then each by its name. */
  legalPages: ["legal-page"] as const,
  legalPage: (page: string) => ["legal-page", page] as const,
  user: ["user"] as const,
  dashboard: ["dashboard"] as const,
  categories: ["categories"] as const,
  services: (categoryId: number | null) => ["services", categoryId ?? "all"] as const,
  catalogue: ["catalogue"] as const,
  orders: {
    all: ["orders"] as const,
    list: (query: OrderListQuery) => ["orders", "list", query] as const,
  },
  transactions: ["transactions"] as const,
  deposit: (reference: string) => ["deposits", reference] as const,
  deposits: {
    all: ["deposits"] as const,
    list: (page: number) => ["deposits", "list", page] as const,
  },
  notifications: ["notifications"] as const,
  serviceUpdates: (query: ServiceUpdatesQuery) => ["service-updates", query] as const,
  childPanels: ["child-panels"] as const,
  affiliate: ["affiliate"] as const,
  tickets: {
    all: ["tickets"] as const,
    list: (query: TicketListQuery) => ["tickets", "list", query] as const,
    thread: (id: number) => ["tickets", "thread", id] as const,
  },
  apiKey: ["api-key"] as const,
  admin: { all: ["admin"] as const },
};

/** After an order or a deposit: balance, order count, order history, transactions and deposits all changed. */
export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      queryKeys.user,
      queryKeys.dashboard,
      queryKeys.orders.all,
      queryKeys.transactions,
      queryKeys.deposits.all,
      queryKeys.notifications,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
