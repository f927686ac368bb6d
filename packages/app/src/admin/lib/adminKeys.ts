import { queryKeys } from "../../lib/queryKeys";

const root = queryKeys.admin.all;

/**
 * The admin screens' query keys, all under ["admin", ...] so signing out clears them at once and a mutation can
 * invalidate a whole area (e.g. every page of the orders list) by its prefix.
 */
export const adminKeys = {
  all: root,
  me: [...root, "me"] as const,
  dashboard: [...root, "dashboard"] as const,
  /** Under the dashboard's key: whatever refreshes the figures refreshes the checklist too. */
  launchChecklist: [...root, "dashboard", "launch-checklist"] as const,
  /** Every page and filter of one list: ["admin", "list", name, params]. */
  list: (name: AdminListName, params?: object) =>
    (params ? [...root, "list", name, params] : [...root, "list", name]) as readonly unknown[],
  categories: [...root, "categories"] as const,
  service: (id: number) => [...root, "service", id] as const,
  order: (id: number) => [...root, "order", id] as const,
  user: (id: number) => [...root, "user", id] as const,
  userLedger: (id: number) => [...root, "user", id, "ledger"] as const,
  userTickets: (id: number) => [...root, "user", id, "tickets"] as const,
  userRates: (id: number) => [...root, "user", id, "rates"] as const,
  ticket: (id: number) => [...root, "ticket", id] as const,
  mailJob: (id: number) => [...root, "mail-job", id] as const,
  settings: [...root, "settings"] as const,
  paymentGateways: [...root, "payment-gateways"] as const,
  sessions: [...root, "sessions"] as const,
  twoFactor: [...root, "two-factor"] as const,
  staff: [...root, "staff"] as const,
  staffTwoFactor: [...root, "staff", "two-factor"] as const,
  providers: [...root, "providers"] as const,
  attention: [...root, "attention"] as const,
  systemStatus: [...root, "system-status"] as const,
  panelStanding: [...root, "panel-standing"] as const,
  providerAlerts: [...root, "providers", "alerts"] as const,
};

export type AdminListName =
  | "services"
  | "orders"
  | "requests"
  | "deposits"
  | "users"
  | "tickets"
  | "child-panels"
  | "mail-jobs"
  | "outbox"
  | "logs"
  | "user-ledger"
  | "user-orders"
  | "providers"
  | "provider-sync";
