/** Business constants and limits of spec §9 that belong to no narrower module. */

/** Default upper bound of an order quantity when the service names none (spec §5, §9). */
export const QUANTITY_DEFAULT_MAX = 1_000_000;
/** Default lower bound of an order quantity when the service names none (spec §5). */
export const QUANTITY_DEFAULT_MIN = 0;
/** The minimum the New Order hint shows when no service is chosen (spec §5). */
export const QUANTITY_MIN_HINT = 10;

/** Most non-blank lines a mass order may hold (spec §5, §9). */
export const MASS_ORDER_MAX_LINES = 100;
/** How many mass-order errors are listed before "and N more errors" (spec §5). */
export const MASS_ORDER_ERRORS_SHOWN = 5;

/** Toast durations (spec §9). */
export const TOAST_SUCCESS_DURATION_MS = 2000;
export const TOAST_DEFAULT_DURATION_MS = 4000;
/** How long a copy action shows its confirmation, and the simulated submit delay (spec §4). */
export const COPY_CONFIRMATION_MS = 2000;
export const SIMULATED_SUBMIT_DELAY_MS = 2000;

/**
 * Longest free text each field keeps (chosen): generous for people, small enough that one request cannot fill
 * the database or a page. Links have their own limit (links.ts).
 */
export const TEXT_MAX_LENGTH = {
  login: 254,
  username: 50,
  email: 254,
  name: 100,
  ticketSubject: 200,
  ticketMessage: 10_000,
} as const;

/** Support ticket attachment limits (spec §9); enforced by the ticket schema. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const TICKET_ATTACHMENT_TYPES = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
  "image/gif": [".gif"],
  "image/webp": [".webp"],
  "application/pdf": [".pdf"],
  "text/plain": [".txt"],
} as const satisfies Record<string, readonly string[]>;
/** For an `<input type="file" accept>`: every allowed MIME type and extension. */
export const TICKET_ATTACHMENT_ACCEPT = Object.entries(TICKET_ATTACHMENT_TYPES)
  .flatMap(([mime, extensions]) => [mime, ...extensions])
  .join(",");

/**
 * Support's rules (spec §2 Support, §9). Its response time, hours and channels are the operator's (Settings →
 * Storefront; demo mode seeds the spec's, server db/demo-storefront.ts).
 */
export const SUPPORT_CONDUCT = "Misbehaviour with our support team may lead to account limitation or suspension.";
export const SUPPORT_RULES = [
  "Do not open multiple tickets for the same order ID.",
  "Open a new ticket for each unrelated issue.",
  "For order requests, use a subject like the order ID plus speed up, refill or cancel (e.g. 12345 speed up).",
] as const;

/** The two fixed nameserver hosts a child-panel domain must point at (spec §2 Child Panel). */
export const CHILD_PANEL_NAMESERVERS = ["ns1.smmpanelhost.com", "ns2.smmpanelhost.com"] as const;

/** Labels shown on every account (spec §2). */
export const CUSTOMER_BADGE = "Premium Member";
export const ADMIN_ROLE_LABEL = "System Administrator";
export const ADMIN_DEFAULT_USERNAME = "Admin";
