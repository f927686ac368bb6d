import {
  isCustomerLink,
  isMentionsType,
  RESELLER_API_ERRORS,
  type ResellerServiceType,
  readMentions,
  resellerQuantityLessThanMinimal,
  resellerQuantityMoreThanMaximal,
} from "@smm/domain";
import type { Db } from "../../db/client";
import { InsufficientBalanceError } from "../ledger";
import { type Orderable, type OrderableService, type OrderExtras, placeOrdersOnce } from "../order-placement";
import { parseCount, parseId, parseText, ResellerApiError } from "./errors";
import { apiServiceType } from "./services-list";

type Params = Record<string, unknown>;

/** What an `add` asks for, once read for the service's type. */
interface OrderRequest extends OrderExtras {
  link: string;
  /** Units delivered in total (all drip-feed runs together). */
  quantity: number;
}

const incorrect = () => new ResellerApiError(RESELLER_API_ERRORS.incorrectRequest);

function bounded(service: OrderableService, quantity: number | undefined): number {
  if (quantity === undefined) throw incorrect();
  if (quantity < service.minAmount) throw new ResellerApiError(resellerQuantityLessThanMinimal(service.minAmount));
  if (quantity > service.maxAmount) throw new ResellerApiError(resellerQuantityMoreThanMaximal(service.maxAmount));
  return quantity;
}

const required = (value: unknown, max?: number) => parseText(value, max) ?? throwIncorrect();
function throwIncorrect(): never {
  throw incorrect();
}

/** The link, by the domain's one link rule (the web form's and the mass order's). */
function link(value: unknown): string {
  const text = required(value);
  if (!isCustomerLink(text)) throw incorrect();
  return text;
}

/**
 * Reads the parameters each service type takes; anything else in the request is ignored. The total charged for
 * (all drip-feed runs, max × posts of a subscription) stays within the service's maximum.
 */
function readRequest(type: ResellerServiceType, service: OrderableService, p: Params): OrderRequest {
  const request = readFields(type, service, p);
  if (request.quantity > service.maxAmount) {
    throw new ResellerApiError(resellerQuantityMoreThanMaximal(service.maxAmount));
  }
  return request;
}

function readFields(type: ResellerServiceType, service: OrderableService, p: Params): OrderRequest {
  const fields: Record<string, string> = { type };
  if (isMentionsType(type)) {
    const mentions = readMentions(type, p) ?? throwIncorrect();
    Object.assign(fields, mentions.fields);
    const quantity = bounded(service, mentions.quantity ?? parseCount(p.quantity));
    return { link: link(p.link), quantity, fields };
  }
  switch (type) {
    case "Package":
      return { link: link(p.link), quantity: 1, fields };
    case "Custom Comments": {
      const lines = required(p.comments, 100_000)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      fields.comments = lines.join("\n");
      return { link: link(p.link), quantity: bounded(service, lines.length), fields };
    }
    case "Poll": {
      const answer = parseId(p.answer_number) ?? throwIncorrect();
      fields.answer_number = String(answer);
      return { link: link(p.link), quantity: bounded(service, parseCount(p.quantity)), fields };
    }
    case "Subscriptions": {
      const username = required(p.username, 200);
      const min = bounded(service, parseCount(p.min));
      const max = bounded(service, parseCount(p.max));
      if (min > max) throw incorrect();
      Object.assign(fields, { username, min: String(min), max: String(max) });
      // Optional fields count only when they hold a value (clients send empty ones).
      const posts = optionalCount(p.posts);
      for (const [name, value] of [
        ["posts", posts],
        ["delay", optionalCount(p.delay)],
      ] as const) {
        if (value !== undefined) fields[name] = String(value);
      }
      const expiry = parseText(p.expiry, 20);
      if (expiry) fields.expiry = expiry;
      // Charged for the most it can deliver: max per post × posts (one post when open-ended).
      return { link: username, quantity: max * Math.max(posts ?? 1, 1), fields };
    }
    default: {
      const quantity = bounded(service, parseCount(p.quantity));
      const runs = optionalCount(p.runs);
      const interval = optionalCount(p.interval);
      if (runs === undefined && interval === undefined) return { link: link(p.link), quantity, fields };
      // Drip-feed: both or neither, only where the service allows it; charged for every run.
      if (runs === undefined || interval === undefined || !service.dripfeed || runs < 1 || interval < 1) {
        throw incorrect();
      }
      Object.assign(fields, { runs: String(runs), interval: String(interval) });
      return {
        link: link(p.link),
        quantity: quantity * runs,
        fields,
        drip: { runs, interval, runQuantity: quantity },
      };
    }
  }
}

/** An optional number: absent, empty or junk like "undefined" counts as not sent. */
function optionalCount(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  if (text === "" || text === "undefined" || text === "null") return undefined;
  return parseCount(text) ?? throwIncorrect();
}

/**
 * `action=add` of the customer `caller` (with the service asked for, read with the key): reads the request for the
 * service's type, then places it through the one order path, once per Idempotency-Key (`placeOrdersOnce`): the
 * order, its extras, its forwarding or first drip-feed run, and the conditional debit with its ledger row, in one
 * statement.
 */
export async function placeApiOrder(
  db: Db,
  caller: { userId: number } & Orderable,
  p: Params,
  idempotencyKey: string | undefined,
): Promise<{ order: number }> {
  const { userId } = caller;
  const { key: _key, ...request } = p;
  try {
    const outcome = await placeOrdersOnce(
      db,
      { userId, scope: "api-v2-add", key: idempotencyKey, body: request, status: 200 },
      async () => {
        const serviceId = parseId(p.service);
        const service = serviceId ? caller.services.get(serviceId) : undefined;
        if (!service) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectService);
        const { link, quantity, ...extras } = readRequest(apiServiceType(service.type), service, p);
        // A plain order keeps nothing beyond its link and quantity.
        const kept = extras.fields.type === "Default" && !extras.drip ? undefined : extras;
        return {
          userId,
          method: "API order",
          discountPercent: caller.discountPercent,
          lines: [{ service, link, quantity, extras: kept }],
        };
      },
    );
    const [placed] = outcome.body.orders;
    if (!placed) throw new Error("placing an order returned nothing");
    return { order: placed.order.id };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new ResellerApiError(RESELLER_API_ERRORS.notEnoughFunds);
    throw error;
  }
}
