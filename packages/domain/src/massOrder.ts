import type { DecimalString } from "./api/types";
import { MASS_ORDER_ERRORS_SHOWN, MASS_ORDER_MAX_LINES } from "./constants";
import type { Service } from "./contract/catalogue";
import { isCustomerLink } from "./links";
import { MASS_ORDER_MESSAGES as M } from "./messages";
import { sumMoney } from "./money/decimal";
import { type CustomerPricing, LIST_PRICING } from "./money/pricing";
import { priceOrder } from "./orderTypes/price";
import { serviceTypeOf } from "./orderTypes/service";

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

/** What the parser needs to know of a service; `price` (per unit) lets it price each line and total the cost. */
export interface MassOrderService {
  min: number;
  max: number;
  price?: DecimalString;
  /** The service type: a mass order takes only MASS_ORDER_TYPES (a line has no room for comments or usernames). */
  type?: string;
}

/** The service types a mass-order line (`service_id | link | quantity`) can order; the others need New Order. */
export const MASS_ORDER_TYPES = ["Default", "Package"] as const;

export type MassOrderServices = ReadonlyMap<number, MassOrderService>;

/** The lookup for `parseMassOrder` from the services the server sent. */
export function massOrderServicesFrom(services: readonly Service[]): MassOrderServices {
  return new Map(
    services.map((service) => [
      service.id,
      { min: service.min_amount, max: service.max_amount, price: service.price, type: service.type },
    ]),
  );
}

const WHOLE_NUMBER = /^\d+$/;

/** A whole number typed as digits, or sent as a JSON number; anything else is not a number here. */
function wholeNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : null;
  if (typeof value !== "string" || !WHOLE_NUMBER.test(value)) return null;
  const number = Number(value);
  return Number.isSafeInteger(number) ? number : null;
}

function lineErrors(line: number, messages: string[]): MassOrderError[] {
  return messages.map((message) => ({ line, message: `Line ${line}: ${message}` }));
}

/** The line priced by the one charge rule (`priceOrder`), when its service's price is known. */
function priceLine(order: MassOrderLine, service: MassOrderService, pricing: CustomerPricing) {
  if (service.price === undefined) return null;
  const ordered = { id: order.serviceId, unitPrice: service.price, type: service.type, ...service };
  return priceOrder(ordered, { link: order.link, quantity: order.quantity }, pricing);
}

function checkAgainstService(
  order: MassOrderLine,
  services: MassOrderServices,
  pricing: CustomerPricing,
): string | null {
  const service = services.get(order.serviceId);
  if (!service) return M.unknownService(order.serviceId);
  const type = serviceTypeOf(service.type);
  if (!(MASS_ORDER_TYPES as readonly string[]).includes(type)) return M.typeNotTaken(order.serviceId, type);
  if (order.quantity < service.min) return M.quantityBelowMin(service.min);
  if (order.quantity > service.max) return M.quantityAboveMax(service.max);
  // What is left to refuse is its price (the money floor).
  const priced = priceLine(order, service, pricing);
  return priced && !priced.ok ? (priced.problems[0]?.message ?? null) : null;
}

/** A line's three parts, however they came (typed text or a structured line). */
interface LineParts {
  serviceId: unknown;
  link: unknown;
  quantity: unknown;
}

/** Every check of one line, in the spec's words: the order it is, or what is wrong with it. */
function checkLine(
  line: number,
  parts: LineParts,
  services: MassOrderServices | undefined,
  pricing: CustomerPricing,
): { order: MassOrderLine } | { errors: MassOrderError[] } {
  const serviceId = wholeNumber(parts.serviceId);
  const link = typeof parts.link === "string" ? parts.link.trim() : "";
  const quantity = wholeNumber(parts.quantity);
  const problems: string[] = [];
  if (serviceId === null) problems.push(M.serviceIdNotNumber);
  if (!isCustomerLink(link)) problems.push(M.invalidUrl);
  if (quantity === null || quantity <= 0) problems.push(M.quantityNotPositive);
  if (problems.length > 0 || serviceId === null || quantity === null) return { errors: lineErrors(line, problems) };
  const order: MassOrderLine = { line, serviceId, link, quantity };
  const serviceProblem = services ? checkAgainstService(order, services, pricing) : null;
  return serviceProblem ? { errors: lineErrors(line, [serviceProblem]) } : { order };
}

/** Checks each line (or reports it has the wrong parts), then the 100-line limit, reported once and first. */
function checkLines(
  lines: ReadonlyArray<{ line: number; parts: LineParts | null }>,
  services: MassOrderServices | undefined,
  pricing: CustomerPricing,
): MassOrderParseResult {
  const orders: MassOrderLine[] = [];
  const errors: MassOrderError[] = [];
  for (const { line, parts } of lines) {
    if (parts === null) {
      errors.push(...lineErrors(line, [M.wrongParts]));
      continue;
    }
    const checked = checkLine(line, parts, services, pricing);
    if ("order" in checked) orders.push(checked.order);
    else errors.push(...checked.errors);
  }
  if (lines.length > MASS_ORDER_MAX_LINES) errors.unshift({ line: null, message: M.tooManyLines });
  return { orders, errors };
}

/**
 * Parses the textarea; with `services`, also reports unknown service IDs, types a line cannot order, quantities
 * outside a service's bounds and (priced for `pricing`) orders under the money floor.
 */
export function parseMassOrder(
  text: string,
  services?: MassOrderServices,
  pricing: CustomerPricing = LIST_PRICING,
): MassOrderParseResult {
  const lines = text.split(/\r\n|\r|\n/).flatMap((raw, index) => {
    if (raw.trim() === "") return [];
    const parts = raw.split("|").map((part) => part.trim());
    const [serviceId, link, quantity] = parts;
    return [{ line: index + 1, parts: parts.length === 3 ? { serviceId, link, quantity } : null }];
  });
  return checkLines(lines, services, pricing);
}

/** One order of a mass order as the app sends it (the parser's lines): `POST /mass-orders {orders: [...]}`. */
export interface MassOrderRequestLine {
  service_id: number;
  link: string;
  quantity: number;
}

export function toMassOrderRequestLine({ serviceId, link, quantity }: MassOrderLine): MassOrderRequestLine {
  return { service_id: serviceId, link, quantity };
}

/**
 * The server's check of the structured lines a client sent, with the same rules and messages as the parser:
 * "Line N" is the line's position in the list (1-based); anything but an object has the wrong parts.
 */
export function checkMassOrderLines(
  lines: readonly unknown[],
  services?: MassOrderServices,
  pricing: CustomerPricing = LIST_PRICING,
): MassOrderParseResult {
  return checkLines(
    lines.map((raw, index) => {
      if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { line: index + 1, parts: null };
      const { service_id: serviceId, link, quantity } = raw as Record<string, unknown>;
      return { line: index + 1, parts: { serviceId, link, quantity } };
    }),
    services,
    pricing,
  );
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
 * The total charge of the valid orders whose service price is known: each line priced for this customer by the
 * one charge rule (`priceOrder`: a package at its price, the rest quantity × rate / 1000), as the server charges
 * each line, then summed.
 */
export function massOrderTotalCost(
  orders: readonly MassOrderLine[],
  services: MassOrderServices,
  pricing: CustomerPricing = LIST_PRICING,
): DecimalString {
  return sumMoney(
    ...orders.flatMap((order) => {
      const service = services.get(order.serviceId);
      const priced = service ? priceLine(order, service, pricing) : null;
      return priced?.ok ? [priced.order.charge] : [];
    }),
  );
}
