/**
 * Shapes of the operator API under /api/admin (issue 8). Money is a decimal string in NGN (the panel's stored
 * currency) except the dashboard's and reports' figures, which the server converts to the operator's reporting
 * currency. Lists are paged on the server.
 */
import type { ChildPanelStatus, OrderStatus } from "../statuses";
import type { ChildPanel, DecimalString } from "./types";

export type SortDirection = "asc" | "desc";

/** Query of every paged admin list; `per_page` is at most ADMIN_MAX_PAGE_SIZE. */
export interface AdminListQuery<Sort extends string = string> {
  page?: number;
  per_page?: number;
  sort?: Sort;
  direction?: SortDirection;
  search?: string;
}

export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/**
 * Admin lists count their matches exactly up to this many; past it the count is the database's estimate (so no
 * page of a million-row list scans the table to count it).
 */
export const ADMIN_EXACT_COUNT_LIMIT = 1000;

export interface AdminPageMeta {
  page: number;
  per_page: number;
  /** How many rows match: exact, or with `estimated` an estimate to two significant figures (1,000,000). */
  total: number;
  last_page: number;
  /** More than ADMIN_EXACT_COUNT_LIMIT rows match and `total` is an estimate (show it as "about"). */
  estimated?: boolean;
}

/** One page of an admin list. */
export interface AdminPage<T> {
  data: T[];
  meta: AdminPageMeta;
}

// ---------------------------------------------------------------------------------------------------------------
// Orders

/** How many orders one bulk action takes (a page of the admin list at most). */
export const ADMIN_BULK_ORDER_LIMIT = 100;

/**
 * The statuses a bulk change sets. Partial is not among them: it needs each order's remains, set on the order.
 * Canceled is the "cancel" action (it refunds).
 */
export const ADMIN_BULK_ORDER_STATUSES = [
  "pending",
  "in-progress",
  "processing",
  "completed",
] as const satisfies readonly OrderStatus[];
export type AdminBulkOrderStatus = (typeof ADMIN_BULK_ORDER_STATUSES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Users

// ---------------------------------------------------------------------------------------------------------------
// Child panels

export interface AdminChildPanelQuery extends AdminListQuery<"id" | "created_at" | "domain"> {
  status?: ChildPanelStatus;
}

export type AdminChildPanel = ChildPanel & {
  userId: number;
  username: string;
  /** The running panel's last 30 days (its own orders, read through a totals-only function): null before it runs. */
  volume: ChildPanelVolume | null;
};

export interface ChildPanelVolume {
  orders: number;
  /** The charges of its orders (canceled ones left out), in the child panel's own amounts. */
  turnover: DecimalString;
}

/**
 * What a status change does with money: cancelling a panel that was never activated refunds its charge;
 * cancelling an active or suspended panel refunds nothing (the month was used).
 */
export interface AdminChildPanelStatusResult extends AdminChildPanel {
  refunded: DecimalString;
}
