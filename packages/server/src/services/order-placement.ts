import { orderCharge } from "@smm/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { categories, orderDetails, orders, serviceSources, services, userDiscounts } from "../db/schema";
import { JOB_KINDS } from "../jobs/context";
import { enqueueAll, type JobSpec } from "../jobs/queue";
import { debitEach } from "./ledger";
import { apiServiceType } from "./reseller-api/services-list";

/** A service an order can be placed for (it and its category enabled), as placing needs it. */
export interface OrderableService {
  id: number;
  title: string;
  unitPrice: string;
  minAmount: number;
  maxAmount: number;
  type: string;
  dripfeed: boolean;
  /** Set when the service is resold from a provider: its orders are forwarded there. */
  providerId: number | null;
}

/** The services asked for that can be ordered, by id, and the customer's discount: one query. */
export async function orderableServices(tx: Tx, userId: number, serviceIds: readonly number[]) {
  const rows = serviceIds.length
    ? await tx
        .select({
          id: services.id,
          title: services.title,
          unitPrice: services.unitPrice,
          minAmount: services.minAmount,
          maxAmount: services.maxAmount,
          type: services.type,
          dripfeed: services.dripfeed,
          providerId: serviceSources.providerId,
          discountPercent: sql<string | null>`(select ${userDiscounts.percent} from ${userDiscounts}
            where ${userDiscounts.userId} = ${userId})`,
        })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId))
        .leftJoin(serviceSources, eq(serviceSources.serviceId, services.id))
        .where(and(inArray(services.id, [...serviceIds]), eq(services.enabled, true), eq(categories.enabled, true)))
    : [];
  const byId = new Map<number, OrderableService>(
    rows.map(({ discountPercent: _, ...service }) => [service.id, service]),
  );
  return { services: byId, discountPercent: rows[0]?.discountPercent ?? "0" };
}

/** What an API v2 order keeps beyond link and quantity: its type's fields, and the drip-feed plan. */
export interface OrderExtras {
  fields: Record<string, string>;
  drip?: { runs: number; interval: number; runQuantity: number };
}

/** One order to place: checked by its path (web form, mass-order line, API v2 request) against its service. */
export interface OrderLine {
  service: OrderableService;
  link: string;
  /** Units charged for (all drip-feed runs together). */
  quantity: number;
  extras?: OrderExtras;
}

export interface PlaceOrders {
  userId: number;
  /** The ledger rows' method: "Order", "Mass order", "API order". */
  method: string;
  discountPercent: string;
  lines: readonly OrderLine[];
}

type OrderRow = typeof orders.$inferSelect;

/** The job an order starts with: its first drip-feed run, or its forwarding to the provider; none when manual. */
function firstJob(order: OrderRow, line: OrderLine): JobSpec | undefined {
  if (line.extras?.drip) {
    return { kind: JOB_KINDS.dripRun, payload: { orderId: order.id, run: 1 }, dedupeKey: `drip:${order.id}:1` };
  }
  if (line.service.providerId === null) return undefined; // a manual service: the operator processes it
  return { kind: JOB_KINDS.forwardOrder, payload: { orderId: order.id }, dedupeKey: `forward:${order.id}:0` };
}

/**
 * THE way an order is placed, whether it comes from the web form, a mass order or API v2, in the caller's
 * transaction: each line priced with the domain's one pricing rule (`orderCharge`), the orders (and the extras of
 * typed and drip-feed orders) inserted, their first jobs enqueued (the transactional outbox), then ONE
 * conditional debit for the whole batch with a ledger row per order. The debit comes last so the customer's
 * balance row is locked only for the end of the transaction; if the balance cannot cover the batch it throws and
 * the transaction (orders, extras, jobs) rolls back. Returns the placed orders, in line order, and the balance.
 */
export async function placeOrders(tx: Tx, request: PlaceOrders): Promise<{ orders: OrderRow[]; balance: string }> {
  const { userId, lines } = request;
  const priced = lines.map((line) => ({
    line,
    charge: orderCharge(
      { unitPrice: line.service.unitPrice, isPackage: apiServiceType(line.service.type) === "Package" },
      line.quantity,
      { discountPercent: request.discountPercent },
    ),
  }));
  const placed = await tx
    .insert(orders)
    .values(
      priced.map(({ line, charge }) => ({
        userId,
        serviceId: line.service.id,
        link: line.link,
        quantity: line.quantity,
        charge,
        remains: line.quantity,
        status: "pending" as const,
      })),
    )
    .returning();
  // PostgreSQL answers a multi-row INSERT … VALUES … RETURNING in the order of its VALUES.
  const withLines = placed.map((order, index) => ({ order, line: lines[index] as OrderLine }));
  const extras = withLines.flatMap(({ order, line }) =>
    line.extras
      ? [
          {
            orderId: order.id,
            fields: line.extras.fields,
            runs: line.extras.drip?.runs ?? null,
            intervalMinutes: line.extras.drip?.interval ?? null,
            runQuantity: line.extras.drip?.runQuantity ?? null,
          },
        ]
      : [],
  );
  if (extras.length > 0) await tx.insert(orderDetails).values(extras);
  await enqueueAll(
    tx,
    withLines.flatMap(({ order, line }) => firstJob(order, line) ?? []),
  );
  const balance = await debitEach(
    tx,
    placed.map((order) => ({ amount: order.charge, reference: `order:${order.id}` })),
    { userId, kind: "order", method: request.method },
  );
  return { orders: placed, balance };
}
