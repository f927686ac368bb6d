/**
 * Why an order is in the admin's "Needs attention" queue: its forward failed for good, it is late, or it went to the
 * provider without a readable answer (`unknown`: the provider may or may not have it, so it is never re-sent by itself).
 */
export type AttentionReason = "failed" | "stuck" | "unknown";

export const UPSTREAM_ORDER_ID_MAX = 64;
export const UPSTREAM_ORDER_ID_MESSAGE = `Enter the provider's order id: letters, digits, "-", "_" or ".", at most ${UPSTREAM_ORDER_ID_MAX} characters.`;

/**
 * Checks the provider's order id typed for an order whose outcome was unknown (API v2 ids are numbers; some panels
 * use other short tokens): the message to show, or undefined when it is fine. It is sent back to the provider in
 * every status call, so nothing else is taken.
 */
export function upstreamOrderIdError(text: string): string | undefined {
  return new RegExp(`^[A-Za-z0-9._-]{1,${UPSTREAM_ORDER_ID_MAX}}$`).test(text.trim())
    ? undefined
    : UPSTREAM_ORDER_ID_MESSAGE;
}

/** The longest usual delivery time an operator can set on a service, in minutes: a year (longer is a typo). */
export const USUAL_MINUTES_MAX = 525_600;
export const USUAL_MINUTES_MESSAGE = `The usual delivery time must be a whole number of minutes from 1 to ${USUAL_MINUTES_MAX}.`;

/**
 * Checks the usual delivery time typed on the service form (minutes; empty: learned from completed orders):
 * the message to show, or undefined when it is fine.
 */
export function usualMinutesError(text: string): string | undefined {
  const value = text.trim();
  if (value === "") return undefined;
  return /^\d{1,6}$/.test(value) && Number(value) >= 1 && Number(value) <= USUAL_MINUTES_MAX
    ? undefined
    : USUAL_MINUTES_MESSAGE;
}
