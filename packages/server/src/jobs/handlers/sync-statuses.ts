import { normaliseProviderStatus, RESELLER_MAX_IDS, RESELLER_STATUS_OF } from "@smm/domain";
import { and, asc, eq, gt, inArray, isNotNull } from "drizzle-orm";
import { dripRuns, orderDetails, orders, providerOrders, providers, refills } from "../../db/schema";
import { HttpError } from "../../errors";
import { providerCharge, recordProviderCharge } from "../../services/order-costs";
import { ProviderError, type ProviderStatus } from "../../services/providers/client";
import { recordProviderFailure } from "../../services/providers/health";
import { clientFor } from "../../services/providers/sources";
import type { JobContext } from "./context";

const FINAL = ["completed", "partial", "canceled"] as const;
/** Orders checked per pass and provider; each batch is one `status` call of up to 100 ids. */
const PER_PASS = 1000;

const count = (value: unknown): number | undefined => {
  const text = typeof value === "number" ? String(value) : value;
  return typeof text === "string" && /^\d{1,10}$/.test(text.trim()) ? Number(text) : undefined;
};

/**
 * Polls every provider for its open orders, 100 ids per call, and moves our orders on through
 * OrderService.setStatus: its conditional status flip makes a Partial or Canceled seen twice refund once.
 */
export async function syncStatuses(context: JobContext): Promise<void> {
  const all = await context.db.select().from(providers);
  for (const provider of all) {
    try {
      await syncProvider(context, provider);
      await syncDripFeeds(context, provider);
      await syncRefills(context, provider);
    } catch (error) {
      // One provider being down must not stop the others; the next pass tries again. A pass with nothing to ask
      // calls nothing, so only a forward or a balance check (every few minutes) marks the provider healthy again.
      if (!(error instanceof ProviderError)) throw error;
      await recordProviderFailure(context.db, provider.id, error);
      context.warn("status sync failed", { provider: provider.id, error: error.message });
    }
  }
}

/**
 * The provider's forwarded orders not yet closed, longest unpolled first, through the partial index
 * provider_orders_awaiting_status_idx: however many orders are done, a pass reads only open ones. Orders found
 * final already (the operator or a cancel got there first) are closed without asking the provider.
 */
async function syncProvider(context: JobContext, provider: typeof providers.$inferSelect) {
  const { db } = context;
  const awaiting = await db
    .select({ orderId: orders.id, providerOrderId: providerOrders.providerOrderId, order: orders })
    .from(providerOrders)
    .innerJoin(orders, eq(orders.id, providerOrders.orderId))
    .where(
      and(
        eq(providerOrders.providerId, provider.id),
        eq(providerOrders.run, 0),
        eq(providerOrders.state, "sent"),
        eq(providerOrders.closed, false),
        isNotNull(providerOrders.providerOrderId),
      ),
    )
    .orderBy(asc(providerOrders.updatedAt))
    .limit(PER_PASS);
  await closeFinished(
    context,
    awaiting.filter((row) => isFinal(row.order.status)).map((row) => row.orderId),
  );
  const open = awaiting.filter((row) => !isFinal(row.order.status));
  const client = clientFor(provider, context.providerClient);
  for (let start = 0; start < open.length; start += RESELLER_MAX_IDS) {
    const batch = open.slice(start, start + RESELLER_MAX_IDS);
    const answers = await client.statuses(batch.map((row) => row.providerOrderId ?? ""));
    for (const row of batch) {
      const answer = answers.get(row.providerOrderId ?? "");
      if (!answer || "error" in answer) continue;
      await apply(context, row.order, answer);
    }
    const ids = batch.map((row) => row.orderId);
    await db.update(providerOrders).set({ updatedAt: new Date() }).where(inArray(providerOrders.orderId, ids));
    await closeFinished(context, ids);
  }
}

const isFinal = (status: string) => (FINAL as readonly string[]).includes(status);

/** Of these orders, those now final stop being polled: every forwarding row of theirs (drip-feed runs too) closes. */
async function closeFinished({ db }: JobContext, orderIds: number[]) {
  if (orderIds.length === 0) return;
  const final = db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.id, orderIds), inArray(orders.status, [...FINAL])));
  await db
    .update(providerOrders)
    .set({ closed: true })
    .where(and(inArray(providerOrders.orderId, final), eq(providerOrders.closed, false)));
}

async function apply(context: JobContext, order: typeof orders.$inferSelect, answer: ProviderStatus) {
  const status = normaliseProviderStatus(answer.status);
  const remains = Math.min(count(answer.remains) ?? order.remains, order.quantity);
  const charge = providerCharge(answer.charge);
  if (charge !== undefined) await recordProviderCharge(context.db, order.id, charge, { final: isFinal(status) });
  const startCount = count(answer.start_count);
  if (startCount !== undefined && startCount !== order.startCount) {
    await context.db.update(orders).set({ startCount }).where(eq(orders.id, order.id));
  }
  // Moves (and refunds) through setStatus; a provider going back to Pending does not move an order back.
  if (status !== order.status && status !== "pending") {
    try {
      await context.orders.setStatus(order.id, { status, remains });
    } catch (error) {
      // Another instance (or the operator) moved it first: already final means already refunded.
      if (!(error instanceof HttpError && (error.statusCode === 422 || error.statusCode === 409))) throw error;
      return;
    }
  }
  // setStatus sets the remains of final statuses itself; open ones take the provider's count.
  if (!isFinal(status) && remains !== order.remains) {
    await context.db.update(orders).set({ remains }).where(eq(orders.id, order.id));
  }
}

/**
 * A drip-feed order follows its runs: in progress once a run is, and when every run exists and is final,
 * completed (nothing left) or partial with what the runs did not deliver (all runs canceled: canceled), so
 * setStatus refunds the undelivered share once.
 */
async function syncDripFeeds(context: JobContext, provider: typeof providers.$inferSelect) {
  const { db } = context;
  // Parents with runs at this provider that are not closed (provider_orders_open_runs_idx).
  const withOpenRuns = db
    .selectDistinct({ id: providerOrders.orderId })
    .from(providerOrders)
    .where(
      and(eq(providerOrders.providerId, provider.id), gt(providerOrders.run, 0), eq(providerOrders.closed, false)),
    );
  const candidates = await db
    .select({ order: orders, details: orderDetails })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .where(and(isNotNull(orderDetails.runs), inArray(orders.id, withOpenRuns)))
    .limit(RESELLER_MAX_IDS);
  await closeFinished(
    context,
    candidates.filter(({ order }) => isFinal(order.status)).map(({ order }) => order.id),
  );
  const parents = candidates.filter(({ order }) => !isFinal(order.status));
  const client = clientFor(provider, context.providerClient);
  for (const { order, details } of parents) {
    const runs = await db
      .select()
      .from(providerOrders)
      .where(and(eq(providerOrders.orderId, order.id), gt(providerOrders.run, 0)));
    const sent = runs.filter((run) => run.state === "sent" && run.providerOrderId);
    const answers = sent.length ? await client.statuses(sent.map((run) => run.providerOrderId ?? "")) : new Map();
    const perRun = details.runQuantity ?? 0;
    let remains = ((details.runs ?? 0) - sent.length) * perRun;
    let final = sent.length === details.runs;
    let started = false;
    let canceled = 0;
    for (const run of sent) {
      const answer = answers.get(run.providerOrderId ?? "");
      const reported = answer && !("error" in answer);
      const status = reported ? normaliseProviderStatus(answer.status) : "pending";
      const left = status === "canceled" ? perRun : Math.min(count(answer?.remains) ?? perRun, perRun);
      if (reported) {
        // The run's own answer, for API v2 `status` asked about the run's order id.
        await db
          .update(dripRuns)
          .set({ status, remains: status === "completed" ? 0 : left, startCount: count(answer.start_count) })
          .where(and(eq(dripRuns.orderId, order.id), eq(dripRuns.run, run.run)));
      }
      remains += status === "completed" ? 0 : left;
      if (status === "canceled") canceled++;
      if (status !== "pending") started = true;
      if (!isFinal(status)) final = false;
    }
    const status = final
      ? canceled === details.runs
        ? "canceled"
        : remains === 0
          ? "completed"
          : "partial"
      : started
        ? "in-progress"
        : order.status;
    await apply(context, order, { status: RESELLER_STATUS_OF[status], remains: String(remains) });
  }
  await closeFinished(
    context,
    parents.map(({ order }) => order.id),
  );
}

const REFILL_STATUS_OF: Record<string, (typeof refills.$inferSelect)["status"]> = {
  pending: "pending",
  "in progress": "in-progress",
  completed: "completed",
  rejected: "rejected",
  error: "error",
};

async function syncRefills(context: JobContext, provider: typeof providers.$inferSelect) {
  const { db } = context;
  const open = await db
    .select({ refill: refills })
    .from(refills)
    .innerJoin(providerOrders, and(eq(providerOrders.orderId, refills.orderId), eq(providerOrders.run, 0)))
    .where(
      and(
        eq(providerOrders.providerId, provider.id),
        isNotNull(refills.providerRefillId),
        inArray(refills.status, ["pending", "in-progress"]),
      ),
    )
    .limit(RESELLER_MAX_IDS);
  const client = clientFor(provider, context.providerClient);
  for (const { refill } of open) {
    const raw = await client.refillStatus(refill.providerRefillId ?? "");
    const status = REFILL_STATUS_OF[String(raw).trim().toLowerCase()];
    if (status && status !== refill.status) await db.update(refills).set({ status }).where(eq(refills.id, refill.id));
  }
}
