/**
 * Shapes of the operator API under /api/admin (issue 8). Money is a decimal string in NGN (the panel's stored
 * currency) except the dashboard's and reports' figures, which the server converts to the operator's reporting
 * currency. Lists are paged on the server.
 */
import type { ChildPanelStatus, OrderStatus, TicketStatus } from "../statuses";
import type { ChildPanel, DecimalString, IsoDateTime } from "./types";

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
// Support

export interface AdminTicketQuery extends AdminListQuery<"id" | "updated_at" | "status"> {
  status?: TicketStatus;
  user_id?: number;
}

export interface AdminTicket {
  id: number;
  userId: number;
  username: string;
  subject: string;
  status: TicketStatus;
  messageCount: number;
  lastUpdate: IsoDateTime;
  createdAt: IsoDateTime;
}

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

// ---------------------------------------------------------------------------------------------------------------
// Mail

export const MAIL_SEGMENTS = ["has_balance", "ordered_last_30_days", "no_orders", "suspended"] as const;
export type MailSegment = (typeof MAIL_SEGMENTS)[number];

export type MailAudience =
  | { kind: "user"; userId: number }
  | { kind: "all" }
  | { kind: "segment"; segment: MailSegment };

export interface MailRequest {
  audience: MailAudience;
  subject: string;
  body: string;
}

export type MailJobStatus = "queued" | "sending" | "done" | "failed";

/** A background send: the UI polls GET /admin/mail/jobs/:id until status is "done". */
export interface MailJob {
  id: number;
  subject: string;
  audience: MailAudience;
  status: MailJobStatus;
  total: number;
  sent: number;
  failed: number;
  /** "smtp" when SMTP_URL is configured, else "outbox" (kept for the admin to read). */
  transport: "smtp" | "outbox";
  createdAt: IsoDateTime;
  finishedAt: IsoDateTime | null;
}

/** A mail the panel wrote, as the admin outbox lists it. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  /** The text; a password link in it reads "[reset link hidden]" / "[invitation link hidden]" (made when sent). */
  body: string;
  sentAt: IsoDateTime | null;
  createdAt: IsoDateTime;
}

// ---------------------------------------------------------------------------------------------------------------
// System logs

export const SYSTEM_LOG_TYPES = ["audit", "security", "error"] as const;
export type SystemLogType = (typeof SYSTEM_LOG_TYPES)[number];

export interface SystemLogQuery extends AdminListQuery<"created_at"> {
  type?: SystemLogType;
  /** e.g. "user.funds", "login.failed". */
  action?: string;
  from?: IsoDateTime;
  to?: IsoDateTime;
}

export interface SystemLogEntry {
  id: number;
  type: SystemLogType;
  action: string;
  /** "admin:1 admin@example.com", "user:5 demo", or "system". */
  actor: string;
  /** "order:12", "user:5", "settings", ... */
  target: string | null;
  before: unknown;
  after: unknown;
  message: string;
  ip: string | null;
  createdAt: IsoDateTime;
}
