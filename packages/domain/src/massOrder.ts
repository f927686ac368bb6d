import type { DecimalString, Service } from "./api/types";
import { MASS_ORDER_ERRORS_SHOWN, MASS_ORDER_MAX_LINES } from "./constants";
import { MASS_ORDER_MESSAGES as M } from "./messages";
import { sumMoney } from "./money/decimal";
import { type CustomerPricing, LIST_PRICING, orderCharge } from "./money/pricing";
import { isHttpUrl } from "./schemas/rules";

/**
 * The mass-order parser (spec §5). One order per line, `service_id | link | quantity`, spaces around the
 * pipes allowed, blank lines ignored.
 *
 * Line numbers are the textarea's own (1-based, blank lines counted) so a user can find the line. Every
 * per-line message carries the same "Line N: " prefix the spec gives for the parts error, e.g.
 * "Line 3: Service ID must be a number"; `message` is ready to show and `line` is there for sorting or
 * highlighting. A line reports every part that is wrong. The 100-line limit counts non-blank lines and
 * is reported once with `line: null`, before the per-line errors.
 */

export const MASS_ORDER_FORMAT = "service_id | link | quantity";

export const MASS_ORDER_EXAMPLE = [
  "1 | https://instagram.com/p/ABC123 | 1000",
  "2 | https://www.youtube.com/watch?v=dQw4w9WgXcQ | 500",
  "3 | https://www.tiktok.com/@username/video/1234567890 | 2000",
].join("\n");

export interface MassOrderLine {
  line: number;
  serviceId: number;
  link: string;
  quantity: number;
}

export interface MassOrderError {
  /** The textarea line, or `null` for an error about the whole submission (too many lines). */
  line: number | null;
  message: string;
}

export interface MassOrderParseResult {
  orders: MassOrderLine[];
  errors: MassOrderError[];
}

/** What the parser needs to know of a service; `price` (per unit) lets the editor total the cost. */
export interface MassOrderService {
  min: number;
  max: number;
  price?: DecimalString;
}

export type MassOrderServices = ReadonlyMap<number, MassOrderService>;

/** The lookup for `parseMassOrder` from the services the server sent. */
export function massOrderServicesFrom(services: readonly Service[]): MassOrderServices {
  return new Map(
    services.map((service) => [service.id, { min: service.min_amount, max: service.max_amount, price: service.price }]),
  );
}

const WHOLE_NUMBER = /^\d+$/;

function parseWholeNumber(text: string): number | null {
  if (!WHOLE_NUMBER.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}

function lineErrors(line: number, messages: string[]): MassOrderError[] {
  return messages.map((message) => ({ line, message: `Line ${line}: ${message}` }));
}

function checkAgainstService(order: MassOrderLine, services: MassOrderServices): string | null {
  const service = services.get(order.serviceId);
  if (!service) return M.unknownService(order.serviceId);
  if (order.quantity < service.min) return M.quantityBelowMin(service.min);
  if (order.quantity > service.max) return M.quantityAboveMax(service.max);
  return null;
}

/** Parses the textarea; with `services`, also reports unknown service IDs and quantities outside a service's bounds. */
export function parseMassOrder(text: string, services?: MassOrderServices): MassOrderParseResult {
  const orders: MassOrderLine[] = [];
  const errors: MassOrderError[] = [];
  let nonBlankLines = 0;

  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "") return;
    nonBlankLines += 1;

    const parts = raw.split("|").map((part) => part.trim());
    if (parts.length !== 3) {
      errors.push(...lineErrors(line, [M.wrongParts]));
      return;
    }
    const [idText = "", link = "", quantityText = ""] = parts;
    const serviceId = parseWholeNumber(idText);
    const quantity = parseWholeNumber(quantityText);
    const problems: string[] = [];
    if (serviceId === null) problems.push(M.serviceIdNotNumber);
    if (!isHttpUrl(link)) problems.push(M.invalidUrl);
    if (quantity === null || quantity <= 0) problems.push(M.quantityNotPositive);
    if (problems.length > 0 || serviceId === null || quantity === null) {
      errors.push(...lineErrors(line, problems));
      return;
    }

    const order = { line, serviceId, link, quantity };
    const serviceProblem = services ? checkAgainstService(order, services) : null;
    if (serviceProblem) errors.push(...lineErrors(line, [serviceProblem]));
    else orders.push(order);
  });

  if (nonBlankLines > MASS_ORDER_MAX_LINES) errors.unshift({ line: null, message: M.tooManyLines });
  return { orders, errors };
}

/** Submit is allowed only with no error and at least one valid line (spec §5). */
export function canSubmitMassOrder(result: MassOrderParseResult): boolean {
  return result.errors.length === 0 && result.orders.length > 0;
}

export interface ErrorSummary {
  shown: MassOrderError[];
  /** How many errors are not shown. */
  remaining: number;
  /** "and N more errors", or `null` when every error is shown. */
  moreText: string | null;
}

/** The first `limit` errors (5 by default, spec §5) and a count of the rest. */
export function summariseErrors(
  errors: readonly MassOrderError[],
  limit: number = MASS_ORDER_ERRORS_SHOWN,
): ErrorSummary {
  const shown = errors.slice(0, limit);
  const remaining = errors.length - shown.length;
  return { shown, remaining, moreText: remaining > 0 ? M.moreErrors(remaining) : null };
}

/**
 * The total charge of the valid orders whose service price is known: each order priced for this customer with the
 * domain's `orderCharge` (rounded to kobo), as the server charges each line, then summed.
 */
export function massOrderTotalCost(
  orders: readonly MassOrderLine[],
  services: MassOrderServices,
  pricing: CustomerPricing = LIST_PRICING,
): DecimalString {
  return sumMoney(
    ...orders.flatMap((order) => {
      const price = services.get(order.serviceId)?.price;
      return price === undefined ? [] : [orderCharge({ unitPrice: price }, order.quantity, pricing)];
    }),
  );
}
