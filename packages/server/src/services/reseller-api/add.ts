import {
  orderCharge,
  RESELLER_API_ERRORS,
  type ResellerServiceType,
  resellerQuantityLessThanMinimal,
  resellerQuantityMoreThanMaximal,
} from "@smm/domain";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client";
import { categories, orderDetails, orders, serviceSources, services } from "../../db/schema";
import { HttpError } from "../../errors";
import { JOB_KINDS } from "../../jobs/context";
import { enqueue } from "../../jobs/queue";
import { discountPercentOf } from "../admin/discounts";
import { debit } from "../ledger";
import { parseCount, parseId, parseText, ResellerApiError } from "./errors";
import { apiServiceType } from "./services-list";

type Params = Record<string, unknown>;
type ServiceRow = typeof services.$inferSelect;

/** What an `add` asks for, once read for the service's type. */
interface OrderRequest {
  link: string;
  /** Units delivered in total (all drip-feed runs together). */
  quantity: number;
  /** The fields kept for the provider and for status (type, comments, usernames …). */
  fields: Record<string, string>;
  drip?: { runs: number; interval: number; runQuantity: number };
}

const incorrect = () => new ResellerApiError(RESELLER_API_ERRORS.incorrectRequest);

function bounded(service: ServiceRow, quantity: number | undefined): number {
  if (quantity === undefined) throw incorrect();
  if (quantity < service.minAmount) throw new ResellerApiError(resellerQuantityLessThanMinimal(service.minAmount));
  if (quantity > service.maxAmount) throw new ResellerApiError(resellerQuantityMoreThanMaximal(service.maxAmount));
  return quantity;
}

const required = (value: unknown, max?: number) => parseText(value, max) ?? throwIncorrect();
function throwIncorrect(): never {
  throw incorrect();
}

/** Reads the parameters each service type takes; anything else in the request is ignored. */
function readRequest(type: ResellerServiceType, service: ServiceRow, p: Params): OrderRequest {
  const fields: Record<string, string> = { type };
  switch (type) {
    case "Package":
      return { link: required(p.link), quantity: 1, fields };
    case "Custom Comments": {
      const lines = required(p.comments, 100_000)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean);
      fields.comments = lines.join("\n");
      return { link: required(p.link), quantity: bounded(service, lines.length), fields };
    }
    case "Mentions":
      fields.usernames = required(p.usernames, 100_000);
      return { link: required(p.link), quantity: bounded(service, parseCount(p.quantity)), fields };
    case "Poll": {
      const answer = parseId(p.answer_number) ?? throwIncorrect();
      fields.answer_number = String(answer);
      return { link: required(p.link), quantity: bounded(service, parseCount(p.quantity)), fields };
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
      if (runs === undefined && interval === undefined) return { link: required(p.link), quantity, fields };
      // Drip-feed: both or neither, only where the service allows it; charged for every run.
      if (runs === undefined || interval === undefined || !service.dripfeed || runs < 1 || interval < 1) {
        throw incorrect();
      }
      Object.assign(fields, { runs: String(runs), interval: String(interval) });
      return {
        link: required(p.link),
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
 * `action=add`: reads the request for the service's type, then in the caller's transaction records the order,
 * debits it (one conditional update + ledger row) and enqueues its forwarding or its first drip-feed run.
 */
export async function placeApiOrder(tx: Tx, userId: number, p: Params): Promise<{ order: number }> {
  const serviceId = parseId(p.service);
  const [row] = serviceId
    ? await tx
        .select({ service: services, providerId: serviceSources.providerId })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .leftJoin(serviceSources, eq(serviceSources.serviceId, services.id))
        .where(and(eq(services.id, serviceId), eq(services.enabled, true), eq(categories.enabled, true)))
        .limit(1)
    : [];
  if (!row) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectService);
  const { service } = row;
  const type = apiServiceType(service.type);
  const request = readRequest(type, service, p);
  // The customer's discount applies to API orders exactly as to web orders (the domain's one pricing rule).
  const charge = orderCharge({ unitPrice: service.unitPrice, isPackage: type === "Package" }, request.quantity, {
    discountPercent: await discountPercentOf(tx, userId),
  });
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      serviceId: service.id,
      link: request.link,
      quantity: request.quantity,
      charge,
      remains: request.quantity,
      status: "pending",
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order insert returned nothing");
  try {
    await debit(tx, charge, { userId, kind: "order", method: "API order", reference: `order:${order.id}` });
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) {
      throw new ResellerApiError(RESELLER_API_ERRORS.notEnoughFunds);
    }
    throw error;
  }
  if (type !== "Default" || request.drip) {
    await tx.insert(orderDetails).values({
      orderId: order.id,
      fields: request.fields,
      runs: request.drip?.runs ?? null,
      intervalMinutes: request.drip?.interval ?? null,
      runQuantity: request.drip?.runQuantity ?? null,
    });
  }
  if (request.drip) {
    await enqueue(tx, JOB_KINDS.dripRun, { orderId: order.id, run: 1 }, { dedupeKey: `drip:${order.id}:1` });
  } else if (row.providerId !== null) {
    await enqueue(tx, JOB_KINDS.forwardOrder, { orderId: order.id }, { dedupeKey: `forward:${order.id}:0` });
  }
  return { order: order.id };
}
