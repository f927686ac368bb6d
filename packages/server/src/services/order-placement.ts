import { type CustomerPricing, customerPricing, type OrderedService, type PricedOrder } from "@smm/domain";
import { and, eq, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { preparedPerDatabase, preparedStatement } from "../db/rows";
import {
  categories,
  jobs,
  orderDetails,
  orders,
  serviceSources,
  services,
  userCustomRates,
  userDiscounts,
} from "../db/schema";
import { JOB_KINDS } from "../jobs/kinds";
import { type KeyRow, keyRowInsert, type Outcome, runIdempotentStatement } from "./idempotency";
import { debitCtes, debitPlan, insufficientBalance } from "./ledger";
import { expectedCost, operatorUnitCost } from "./order-costs";

/** A service an order can be placed for (it and its category enabled), as placing needs it. */
export interface OrderableService {
  id: number;
  /** What the customer asked for it by (its per-panel number). */
  number: number;
  title: string;
  unitPrice: string;
  minAmount: number;
  maxAmount: number;
  type: string;
  dripfeed: boolean;
  /** Set when the service is resold from a provider: its orders are forwarded there. */
  providerId: number | null;
  /** The customer's custom rate for this service (a unit price), when the operator set one. */
  customUnitPrice: string | null;
  /** What one unit costs the operator (`operatorUnitCost`), for the order's expected cost; null when unknown. */
  unitCost: string | null;
}

/**
 * What placing reads of a service (an `OrderableService`, with the custom rate of the customer `userId`), and that
 * customer's discount.
 */
export function orderableColumns(userId: SQLWrapper | number) {
  return {
    id: services.id,
    number: services.number,
    title: services.title,
    unitPrice: services.unitPrice,
    minAmount: services.minAmount,
    maxAmount: services.maxAmount,
    type: services.type,
    dripfeed: services.dripfeed,
    providerId: serviceSources.providerId,
    unitCost: operatorUnitCost({
      sourced: serviceSources.serviceId,
      providerRate: serviceSources.providerRate,
      currencyRate: serviceSources.currencyRate,
      unitCost: services.unitCost,
    }),
    customUnitPrice: sql<string | null>`(select ${userCustomRates.unitPrice} from ${userCustomRates}
      where ${userCustomRates.userId} = ${userId} and ${userCustomRates.serviceId} = ${services.id})`,
    discountPercent: sql<string | null>`(select ${userDiscounts.percent} from ${userDiscounts}
      where ${userDiscounts.userId} = ${userId})`,
  };
}

/** The services of `numbers` that can be ordered (they and their categories enabled), with the customer's discount. */
function selectOrderable(db: Db, userId: SQLWrapper | number, numbers: SQL) {
  return db
    .select(orderableColumns(userId))
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .leftJoin(serviceSources, eq(serviceSources.serviceId, services.id))
    .where(and(numbers, eq(services.enabled, true), eq(categories.enabled, true)));
}

// Every web and API v2 order reads one service: prepared once per database (see preparedPerDatabase), and with one
// number PostgreSQL keeps one plan for it.
const orderableServiceQuery = preparedPerDatabase((db) =>
  selectOrderable(db, sql.placeholder("userId"), eq(services.number, sql.placeholder("number"))).prepare(
    "orderable_service",
  ),
);

/** The services an order asks for that can be ordered, by the number asked for, and the customer's discount. */
export interface Orderable {
  services: Map<number, OrderableService>;
  discountPercent: string;
}

/**
 * The services asked for (by their per-panel numbers, as customers name them) that can be ordered, by number, and the
 * customer's discount: one query.
 */
export async function orderableServices(db: Db, userId: number, serviceNumbers: readonly number[]): Promise<Orderable> {
  const [only, ...more] = serviceNumbers;
  const rows =
    only === undefined
      ? []
      : more.length === 0
        ? await orderableServiceQuery(db).execute({ userId, number: only })
        : await selectOrderable(db, userId, inArray(services.number, [...serviceNumbers]));
  const byNumber = new Map<number, OrderableService>(
    rows.map(({ discountPercent: _, ...service }) => [service.number, service]),
  );
  return { services: byNumber, discountPercent: rows[0]?.discountPercent ?? "0" };
}

/** One order to place: read and priced by the domain's `priceOrder` (its path's checks) for its service. */
export interface OrderLine {
  service: OrderableService;
  order: PricedOrder;
}

/** The pricing of the customer who asked for `service`: their discount, and their custom rate for it. */
export function pricingFor(service: OrderableService, discountPercent: string): CustomerPricing {
  return customerPricing(
    discountPercent,
    service.customUnitPrice === null ? null : { [service.number]: service.customUnitPrice },
  );
}

/**
 * The domain's view of an orderable service (or a services row), for `priceOrder`: named by its number, as the
 * customer's custom rates are (customer-pricing.ts).
 */
export function orderedService(
  service: Pick<OrderableService, "number" | "unitPrice" | "minAmount" | "maxAmount" | "type" | "dripfeed">,
): OrderedService {
  return {
    id: service.number,
    unitPrice: service.unitPrice,
    type: service.type,
    dripfeed: service.dripfeed,
    min: service.minAmount,
    max: service.maxAmount,
  };
}

export interface PlaceOrders {
  userId: number;
  /** The ledger rows' method: "Order", "Mass order", "API order". */
  method: string;
  lines: readonly OrderLine[];
}

type OrderRow = typeof orders.$inferSelect;

/**
 * What placing answers, and what a replay answers again: the placed orders (in line order, each with its service's
 * title and number when placed) and the balance left.
 */
export interface Placement {
  balance: string;
  orders: Array<{ order: OrderRow; title: string; serviceNumber: number }>;
}

/**
 * A placement as the statement answers it and stores it under the Idempotency-Key: each order's row with its
 * `created_at` as PostgreSQL's text (what the driver reads, so `readPlacement` makes the same Date as any other
 * read of the order), and its service's title when it was placed.
 */
export interface PlacementRecord {
  balance: string;
  orders: Array<
    Omit<OrderRow, "createdAt" | "number"> & {
      createdAt: string;
      title: string;
      /** Missing from the placements stored before migration 0028. */
      number?: number;
      serviceNumber?: number;
    }
  >;
}

/** The one reading of a placement record, for the first answer and for every replay alike. */
export function readPlacement(record: PlacementRecord): Placement {
  return {
    balance: record.balance,
    orders: record.orders.map(({ title, serviceNumber, createdAt, ...row }) => ({
      // As Drizzle reads a timestamptz: a Date of PostgreSQL's text. A placement stored before numbers (migration
      // 0028) was the main panel's, whose numbers are its ids.
      order: { ...row, number: row.number ?? row.id, createdAt: new Date(createdAt) },
      title,
      serviceNumber: serviceNumber ?? row.serviceId,
    })),
  };
}

/**
 * The job an order starts with (its first drip-feed run, or its forwarding to the provider; none for a manual
 * service, which the operator processes), completed inside the statement once the order has its id: the payload
 * gets `orderId`, and the order's id replaces `%s` in the dedupe key.
 */
function firstJob(line: OrderLine): { kind: string; payload: Record<string, unknown>; dedupeKey: string } | null {
  if (line.order.drip) return { kind: JOB_KINDS.dripRun, payload: { run: 1 }, dedupeKey: "drip:%s:1" };
  if (line.service.providerId === null) return null;
  return { kind: JOB_KINDS.forwardOrder, payload: {}, dedupeKey: "forward:%s:0" };
}

const param = (name: string) => sql.placeholder(name);

/**
 * The one statement that places orders (see `placeOrders`), prepared once per connection; `keyed` adds the
 * Idempotency-Key's row storing the placement.
 */
const placeOrdersStatement = (keyed: boolean) =>
  preparedStatement<{ record: PlacementRecord }>(
    keyed ? "place_orders_keyed" : "place_orders",
    () => sql`
    -- Each line's order id (from the identity sequence of orders) comes first, so every row below can name it.
    with lines as materialized (
      select nextval('orders_id_seq')::integer as order_id, line.*
      from rows from (json_to_recordset(${param("lines")}::json) as (
        service_id integer, service_number integer, title text, link text, quantity integer, charge numeric, later numeric, fields jsonb,
        runs integer, interval_minutes integer, run_quantity integer, job_kind text, job_payload jsonb, job_key text,
        expected_cost numeric
      )) with ordinality as line(service_id, service_number, title, link, quantity, charge, later, fields, runs, interval_minutes,
        run_quantity, job_kind, job_payload, job_key, expected_cost, position)
    ), ${debitCtes(
      { userId: param("userId"), kind: "order", method: param("method") },
      param("total"),
      sql`(select charge, later, 'order:' || order_id, order_id, position from lines)`,
    )}, placed as (
      insert into ${orders} (id, user_id, service_id, link, quantity, charge, remains, status, expected_cost)
      overriding system value
      select order_id, ${param("userId")}, service_id, link, quantity, charge, quantity, 'pending', expected_cost
      from lines, debited
      order by position
      returning *
    ), extras as (
      insert into ${orderDetails} (order_id, fields, runs, interval_minutes, run_quantity)
      select order_id, fields, runs, interval_minutes, run_quantity from lines, debited where fields is not null
    ), first_jobs as (
      insert into ${jobs} (kind, payload, dedupe_key)
      select job_kind, jsonb_build_object('orderId', order_id) || job_payload, format(job_key, order_id)
      from lines, debited
      where job_kind is not null
      order by position
      on conflict do nothing
    ), placement as (
      select jsonb_build_object('balance', debited.balance::text, 'orders', jsonb_agg(jsonb_build_object(
        'id', placed.id, 'number', placed.number, 'userId', placed.user_id, 'serviceId', placed.service_id,
        'serviceNumber', lines.service_number, 'link', placed.link,
        'quantity', placed.quantity, 'charge', placed.charge::text, 'startCount', placed.start_count,
        'remains', placed.remains, 'status', placed.status, 'createdAt', placed.created_at::text,
        'title', lines.title
      ) order by lines.position)) as record
      from debited, placed join lines on lines.order_id = placed.id
      group by debited.balance
    )${
      keyed
        ? sql`, ${keyRowInsert(
            {
              userId: param("userId"),
              scope: param("scope"),
              key: param("key"),
              requestHash: param("requestHash"),
              statusCode: param("statusCode"),
            },
            sql`record`,
            sql`placement`,
          )}`
        : sql``
    }
    select record from placement`,
  );
const placeUnkeyed = placeOrdersStatement(false);
const placeKeyed = placeOrdersStatement(true);

/**
 * THE way orders are placed, whether they come from the web form, a mass order or API v2: ONE statement, atomic on
 * its own, so no BEGIN and COMMIT round trips. Each line comes priced by the domain's one charge rule
 * (`priceOrder`, in its path's check); the statement then takes the batch's total with the conditional debit (`debitCtes`) and, only
 * if that succeeded, inserts the orders, their extras (typed and drip-feed orders), a ledger row per order with
 * the running balance, their first jobs (the transactional outbox, as `enqueueAll` adds them: dedupe keys, a
 * duplicate skipped) and, with an Idempotency-Key, the key row storing the placement (`keyRowInsert`). The
 * balance row is locked only while the statement runs and commits. A balance that cannot cover the batch places nothing and
 * throws `insufficientBalance`; any failure (a key used before, a refused job) undoes all of it.
 */
export async function placeOrders(db: Db, request: PlaceOrders, keyRow?: KeyRow): Promise<PlacementRecord> {
  const { userId, lines } = request;
  if (lines.length === 0) throw new Error("placeOrders needs at least one line");
  const charges = lines.map((line) => line.order.charge);
  const { total, later } = debitPlan(charges);
  const rows = lines.map((line, index) => {
    const job = firstJob(line);
    const { order } = line;
    // A plain order keeps nothing beyond its link and quantity.
    const keeps = order.drip !== undefined || order.fields.type !== "Default";
    return {
      service_id: line.service.id,
      service_number: line.service.number,
      title: line.service.title,
      link: order.link,
      quantity: order.quantity,
      charge: order.charge,
      later: later[index],
      fields: keeps ? order.fields : null,
      runs: order.drip?.runs ?? null,
      interval_minutes: order.drip?.interval ?? null,
      run_quantity: order.drip?.runQuantity ?? null,
      job_kind: job?.kind ?? null,
      job_payload: job?.payload ?? null,
      job_key: job?.dedupeKey ?? null,
      expected_cost: expectedCost(line.service.unitCost, order.quantity),
    };
  });
  const values = { userId, method: request.method, total, lines: JSON.stringify(rows) };
  const [row] = keyRow ? await placeKeyed(db, { ...values, ...keyRow }) : await placeUnkeyed(db, values);
  if (!row) throw insufficientBalance();
  return row.record;
}

/**
 * Places orders once per Idempotency-Key (`runIdempotentStatement`): `check` reads the services and checks the
 * request against them (it must run first: prices and bounds are the domain's rules, checked here in TypeScript),
 * then `placeOrders` writes everything in one statement. Answers the placement, the first one's on a replay.
 */
export async function placeOrdersOnce(
  db: Db,
  request: { userId: number; scope: string; key: string | undefined; body: unknown; status: number },
  check: () => Promise<PlaceOrders>,
): Promise<Outcome<Placement>> {
  const outcome = await runIdempotentStatement(db, request, async (keyRow) => placeOrders(db, await check(), keyRow));
  return { ...outcome, body: readPlacement(outcome.body) };
}
