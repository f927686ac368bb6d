/**
 * The reseller API ("API v2", POST /api/v2) as SMM panels speak it, both ways: our customers' scripts call
 * it, and the panel forwards orders to upstream providers with it. Error texts are what existing clients
 * compare against, so they are kept word for word.
 */
import type { CategoryPlatform } from "../categoryIcons";
import { MENTIONS_TYPES } from "../mentions";
import type { OrderStatus } from "../statuses";
import type { DecimalString, IsoDateTime } from "./types";

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

/** GET /api/api-key: never the key itself. */
export interface ApiKeyInfo {
  exists: boolean;
  last_four?: string;
  created_at?: IsoDateTime;
  last_used_at?: IsoDateTime | null;
}

/** POST /api/api-key: the new key, shown once. */
export interface NewApiKey {
  key: string;
  last_four: string;
}

export type ProviderHealth = "ok" | "degraded" | "down";

/**
 * The URL of a child panel's provider that is its parent panel (made by the child's activation; no operator can
 * enter it). The server calls the parent in-process for it; the admin screens offer "Copy the parent's catalogue".
 */
export const PARENT_PANEL_URL = "panel://parent";

/** An upstream provider as the admin sees it (its key only by the last four characters). */
export interface Provider {
  id: number;
  name: string;
  url: string;
  key_last_four: string;
  balance: DecimalString | null;
  currency: string | null;
  /**
   * The owner's rate ("your rate"): units of the panel's currency per one unit of the provider's; imports and syncs
   * convert its prices at it. Null: not set (imports default to 1).
   */
  currency_rate: DecimalString | null;
  health: ProviderHealth;
  last_error: string | null;
  /** When health was last checked (a balance call, successful or not). */
  checked_at: IsoDateTime | null;
  /** When `balance` was read from the provider. */
  balance_at: IsoDateTime | null;
  /** Unhealthy since this failure (a forward, a status sync or a balance check); null while healthy. */
  failing_since: IsoDateTime | null;
  /** Alert the operator when the balance falls below this (in the provider's currency); null: never. */
  low_balance_threshold: DecimalString | null;
  /** The balance has been below the threshold since then; null while it is not. */
  low_balance_since: IsoDateTime | null;
  services: number;
  /** Orders whose send was cut off mid-request (the process stopped): to check with the provider by hand. */
  orders_in_doubt: number;
}

/** An alert the operator was sent about a provider (also mailed): failing, or its balance below the threshold. */
export interface ProviderAlert {
  id: number;
  kind: "provider_failing" | "provider_low_balance";
  provider_id: number | null;
  message: string;
  read: boolean;
  created_at: IsoDateTime;
}

/** One line of a provider's own `services` list, as the panel reads it (GET /admin/providers/:id/services). */
export interface ProviderRemoteService {
  id: string;
  name: string;
  /** The provider's category name ("Uncategorised" when it gives none): imports keep it. */
  category: string;
  /** The provider's description (`description` or `desc`), empty when it gives none. */
  description: string;
  type: string;
  /** The provider's price per 1000, in its currency. */
  rate: string;
  min: number;
  max: number;
  refill: boolean;
  cancel: boolean;
  dripfeed: boolean;
}

export interface ProviderImportResult {
  imported: number;
  skipped: number;
  /** Categories made on this panel for the provider's categories it did not have yet (matched by name). */
  categories_created: number;
}

/** One of the provider's categories as an import would copy it (GET /admin/providers/:id/catalogue). */
export interface ProviderCatalogueCategory {
  /** The provider's category name; the import makes or reuses a category of this name. */
  name: string;
  /** The platform (and icon) the category gets here, read from its name. */
  platform: CategoryPlatform;
  /** Services the provider lists in it at a price. */
  services: number;
  /** Of these, the ones already imported from this provider (an import skips them). */
  imported: number;
  /** Whether this panel already has a category of this name (the import puts the services there). */
  exists: boolean;
}

/** The names behind a sync's counts: what the owner reads after "Sync now" and in the last scheduled sync's log. */
export interface ProviderSyncChanges {
  /** New services the provider listed in a category imported from it. */
  added: string[];
  /** Services whose price changed (the provider's rate through the same markup and currency rate). */
  repriced: string[];
  /** Services whose description or order bounds changed, the price not. */
  updated: string[];
  /** Services taken off sale: no longer listed, or listed at a rate that is no price. */
  disabled: string[];
}

export interface ProviderSyncResult {
  added: number;
  repriced: number;
  /** Description or bounds changed, the price not (see `changes`). */
  updated: number;
  /** Services taken off sale: no longer listed by the provider, or listed at a rate that is no price. */
  disabled: number;
  unchanged: number;
  /** Services the provider lists at a rate that is no price (0, negative, junk): taken off sale (the operator puts them back). */
  bad_rate: number;
  changes: ProviderSyncChanges;
}
