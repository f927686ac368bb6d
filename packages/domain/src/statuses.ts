/**
 * Status vocabularies with labels and semantic tones. Tones name meaning, not colour, so the ui maps them
 * to its tokens (spec §4: completed green, pending yellow, in-progress and processing blue, partial orange,
 * canceled red) and a white-label panel can re-brand them.
 */

export type StatusTone = "success" | "warning" | "info" | "orange" | "danger" | "neutral";

export interface StatusInfo<T extends string> {
  value: T;
  label: string;
  tone: StatusTone;
}

export const ORDER_STATUSES = ["pending", "in-progress", "processing", "completed", "partial", "canceled"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_INFO: Record<OrderStatus, StatusInfo<OrderStatus>> = {
  pending: { value: "pending", label: "Pending", tone: "warning" },
  "in-progress": { value: "in-progress", label: "In Progress", tone: "info" },
  processing: { value: "processing", label: "Processing", tone: "info" },
  completed: { value: "completed", label: "Completed", tone: "success" },
  partial: { value: "partial", label: "Partial", tone: "orange" },
  canceled: { value: "canceled", label: "Canceled", tone: "danger" },
};

/** Statuses an order never leaves: its provider is no longer asked about it. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ["completed", "partial", "canceled"];

export function isFinalOrderStatus(status: string): boolean {
  return (FINAL_ORDER_STATUSES as readonly string[]).includes(status);
}

export type OrderStatusFilter = "all" | OrderStatus;

/** The Order History tabs in the spec's order, 'all' first. */
export const ORDER_STATUS_FILTERS: readonly { value: OrderStatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "pending", label: "Pending" },
  { value: "in-progress", label: "In Progress" },
  { value: "completed", label: "Completed" },
  { value: "partial", label: "Partial" },
  { value: "processing", label: "Processing" },
  { value: "canceled", label: "Canceled" },
];

/**
 * Whose orders Order History lists, for a customer who owns child panels: the orders their panels' customers placed
 * (forwarded here through the panel's key and charged to the owner) or the owner's own; all by default.
 */
export const ORDER_ORIGINS = ["all", "own", "panels"] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];
export const ORDER_ORIGIN_LABELS: Record<OrderOrigin, string> = {
  all: "All orders",
  own: "My own orders",
  panels: "From my child panels",
};

/** Whether an order passes the origin filter (a forwarded order names its panel in `from_panel`). */
export function matchesOrderOrigin(order: { from_panel?: string }, origin: OrderOrigin): boolean {
  if (origin === "all") return true;
  return (order.from_panel !== undefined) === (origin === "panels");
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order passes a status tab ('all' lets every order through). */
export function matchesStatusFilter(status: OrderStatus, filter: OrderStatusFilter): boolean {
  return filter === "all" || status === filter;
}

/** Update types of the Updates page, 'all' first (spec §4). */
export const UPDATE_TYPES = ["all", "price-decrease", "price-increase", "service-changes", "new-features"] as const;
export type UpdateType = (typeof UPDATE_TYPES)[number];

export const UPDATE_TYPE_LABELS: Record<UpdateType, string> = {
  all: "All Updates",
  "price-decrease": "Price Decrease",
  "price-increase": "Price Increase",
  "service-changes": "Service Changes",
  "new-features": "New Features",
};

/** A price decrease is good news for the customer, an increase is not. */
export const UPDATE_TYPE_TONES: Record<Exclude<UpdateType, "all">, StatusTone> = {
  "price-decrease": "success",
  "price-increase": "danger",
  "service-changes": "info",
  "new-features": "info",
};

export const TICKET_STATUSES = ["open", "answered", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_INFO: Record<TicketStatus, StatusInfo<TicketStatus>> = {
  open: { value: "open", label: "Open", tone: "warning" },
  answered: { value: "answered", label: "Answered", tone: "info" },
  closed: { value: "closed", label: "Closed", tone: "neutral" },
};

export const CHILD_PANEL_STATUSES = ["pending", "active", "suspended", "cancelled"] as const;
export type ChildPanelStatus = (typeof CHILD_PANEL_STATUSES)[number];

export const CHILD_PANEL_STATUS_INFO: Record<ChildPanelStatus, StatusInfo<ChildPanelStatus>> = {
  pending: { value: "pending", label: "Pending", tone: "warning" },
  active: { value: "active", label: "Active", tone: "success" },
  suspended: { value: "suspended", label: "Suspended", tone: "danger" },
  cancelled: { value: "cancelled", label: "Cancelled", tone: "neutral" },
};
