/**
 * The reseller API ("API v2", POST /api/v2) as SMM panels speak it, both ways: our customers' scripts call
 * it, and the panel forwards orders to upstream providers with it. Error texts are what existing clients
 * compare against, so they are kept word for word.
 */
import { MENTIONS_TYPES } from "../mentions";
import type { OrderStatus } from "../statuses";
import type { DecimalString } from "./types";

export const RESELLER_API_ERRORS = {
  incorrectRequest: "Incorrect request",
  invalidKey: "Invalid API key",
  incorrectService: "Incorrect service ID",
  incorrectOrder: "Incorrect order ID",
  notEnoughFunds: "Not enough funds on balance",
  refillNotFound: "Refill not found",
  notEligibleForRefill: "Order not eligible for refill",
  /** (chosen: the issue names no text; worded like the refill one) */
  notEligibleForCancel: "Order not eligible for cancel",
  // What `add` answers for each field it cannot take (chosen, in the common API's style: "Incorrect X" for a value
  // that is wrong, "X are required" for one that is missing), so a reseller knows what to fix.
  incorrectLink: "Incorrect link",
  incorrectQuantity: "Incorrect quantity",
  commentsRequired: "Comments are required",
  usernamesRequired: "Usernames are required",
  hashtagsRequired: "Hashtags are required",
  hashtagRequired: "Hashtag is required",
  usernameRequired: "Username is required",
  incorrectMedia: "Incorrect media link",
  incorrectAnswerNumber: "Incorrect answer number",
  incorrectMin: "Incorrect min",
  incorrectMax: "Incorrect max",
  minAboveMax: "Min must not be more than max",
  incorrectPosts: "Incorrect posts",
  incorrectDelay: "Incorrect delay",
  incorrectExpiry: "Incorrect expiry",
  incorrectRuns: "Incorrect runs",
  incorrectInterval: "Incorrect interval",
  dripFeedUnavailable: "Drip-feed is not available for this service",
  chargeBelowMinimum: "Order total is less than the minimum charge of 0.01",
} as const;

export const resellerQuantityLessThanMinimal = (min: number | "N") => `Quantity less than minimal ${min}`;
export const resellerQuantityMoreThanMaximal = (max: number | "N") => `Quantity more than maximal ${max}`;

/** Every error a client can read, with the bounds shown as N (for documentation). */
export const RESELLER_API_ERROR_LIST: readonly string[] = [
  RESELLER_API_ERRORS.incorrectRequest,
  RESELLER_API_ERRORS.invalidKey,
  RESELLER_API_ERRORS.incorrectService,
  RESELLER_API_ERRORS.incorrectOrder,
  RESELLER_API_ERRORS.notEnoughFunds,
  resellerQuantityLessThanMinimal("N"),
  resellerQuantityMoreThanMaximal("N"),
  RESELLER_API_ERRORS.refillNotFound,
  RESELLER_API_ERRORS.notEligibleForRefill,
  RESELLER_API_ERRORS.notEligibleForCancel,
  RESELLER_API_ERRORS.incorrectLink,
  RESELLER_API_ERRORS.incorrectQuantity,
  RESELLER_API_ERRORS.commentsRequired,
  RESELLER_API_ERRORS.usernamesRequired,
  RESELLER_API_ERRORS.hashtagsRequired,
  RESELLER_API_ERRORS.hashtagRequired,
  RESELLER_API_ERRORS.usernameRequired,
  RESELLER_API_ERRORS.incorrectMedia,
  RESELLER_API_ERRORS.incorrectAnswerNumber,
  RESELLER_API_ERRORS.incorrectMin,
  RESELLER_API_ERRORS.incorrectMax,
  RESELLER_API_ERRORS.minAboveMax,
  RESELLER_API_ERRORS.incorrectPosts,
  RESELLER_API_ERRORS.incorrectDelay,
  RESELLER_API_ERRORS.incorrectExpiry,
  RESELLER_API_ERRORS.incorrectRuns,
  RESELLER_API_ERRORS.incorrectInterval,
  RESELLER_API_ERRORS.dripFeedUnavailable,
  RESELLER_API_ERRORS.chargeBelowMinimum,
];

/** At most this many ids in one `orders` / `refills` list. */
export const RESELLER_MAX_IDS = 100;

export const RESELLER_ACTIONS = ["services", "add", "status", "balance", "refill", "refill_status", "cancel"] as const;
export type ResellerAction = (typeof RESELLER_ACTIONS)[number];

export const RESELLER_SERVICE_TYPES = [
  "Default",
  "Package",
  "Custom Comments",
  ...MENTIONS_TYPES,
  "Subscriptions",
  "Poll",
] as const;
export type ResellerServiceType = (typeof RESELLER_SERVICE_TYPES)[number];

export function isResellerServiceType(value: unknown): value is ResellerServiceType {
  return typeof value === "string" && (RESELLER_SERVICE_TYPES as readonly string[]).includes(value);
}

export const RESELLER_ORDER_STATUSES = [
  "Pending",
  "In progress",
  "Processing",
  "Completed",
  "Partial",
  "Canceled",
] as const;
export type ResellerOrderStatus = (typeof RESELLER_ORDER_STATUSES)[number];

export const RESELLER_STATUS_OF: Record<OrderStatus, ResellerOrderStatus> = {
  pending: "Pending",
  "in-progress": "In progress",
  processing: "Processing",
  completed: "Completed",
  partial: "Partial",
  canceled: "Canceled",
};

const ORDER_STATUS_OF: Record<string, OrderStatus> = {
  pending: "pending",
  "in progress": "in-progress",
  inprogress: "in-progress",
  "in-progress": "in-progress",
  processing: "processing",
  completed: "completed",
  complete: "completed",
  partial: "partial",
  canceled: "canceled",
  cancelled: "canceled",
  refunded: "canceled",
};

/** A provider's status word as ours: case and spelling vary between panels ('Cancelled'); unknown → pending. */
export function normaliseProviderStatus(raw: unknown): OrderStatus {
  if (typeof raw !== "string") return "pending";
  return ORDER_STATUS_OF[raw.trim().toLowerCase().replace(/_/g, " ")] ?? "pending";
}

export const REFILL_STATUSES = ["Pending", "In progress", "Completed", "Rejected", "Error"] as const;
export type RefillStatus = (typeof REFILL_STATUSES)[number];

/** One line of `action=services`. */
export interface ResellerService {
  service: number;
  name: string;
  type: ResellerServiceType;
  category: string;
  /** What the service is and how it delivers (empty when the operator wrote none); a child panel's sync copies it. */
  description: string;
  /** Price per 1000 as a decimal string. */
  rate: DecimalString;
  min: string;
  max: string;
  refill: boolean;
  cancel: boolean;
  dripfeed: boolean;
}

export interface ResellerAddResponse {
  order: number;
}

export interface ResellerStatusResponse {
  charge: DecimalString;
  start_count: string;
  status: ResellerOrderStatus;
  remains: string;
  currency: string;
  /** Drip-feed orders only: runs done so far and the child orders. */
  runs?: string;
  orders?: number[];
}

export interface ResellerBalanceResponse {
  balance: DecimalString;
  currency: string;
}

/**
 * The URL of a child panel's provider that is its parent panel (made by the child's activation; no operator can
 * enter it). The server calls the parent in-process for it; the admin screens offer "Copy the parent's catalogue".
 */
export const PARENT_PANEL_URL = "panel://parent";
