import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { cancelRequests, orderDetails, orders, providerOrders, providers } from "../../db/schema";
import { providerCharge, recordProviderCharge } from "../../services/order-costs";
import { ProviderError } from "../../services/providers/client";
import { recordProviderFailure, recordProviderSuccess } from "../../services/providers/health";
import { clientFor, honoursIdempotencyKey, sourceOf } from "../../services/providers/sources";
import { type ClaimedJob, completeJob } from "../worker";
import type { JobContext } from "./context";

/** API v2 fields forwarded as they came (besides service, link and quantity, which we set). */
const PASSED_ON = [
  "comments",
  "usernames",
  "hashtags",
  "hashtag",
  "username",
  "media",
  "min",
  "max",
  "posts",
  "delay",
  "expiry",
  "answer_number",
];

/**
 * Where the order goes: the service's provider, or the one an operator chose for this order from the "Needs
 * attention" queue (the job then carries that provider and its id for the service).
 */
async function forwardTarget(db: Queryable, serviceId: number, payload: Record<string, unknown>) {
  const source = await sourceOf(db, serviceId);
  if (payload.providerId === undefined || !source) return source;
  const [provider] = await db
    .select()
    .from(providers)
    .where(eq(providers.id, Number(payload.providerId)));
  if (!provider) return undefined;
  return { provider, source: { ...source.source, providerServiceId: String(payload.providerServiceId) } };
}

/**
 * Sends an order (or one drip-feed run) to its provider, at most once.
 *
 * API v2 has no lookup by our reference, and most providers ignore an idempotency key, so a request whose fate we
 * cannot know must not be repeated blindly. Before sending we commit `sending`; after the answer we record the
 * provider's order id and complete the job in ONE transaction. A job found in `sending` therefore means a process
 * died while the request was in flight, and a request that went out without a readable answer (no answer in time,
 * a broken connection, a 2xx without its JSON: ProviderError's `outcomeUnknown`) is just as uncertain: the provider
 * may or may not have the order, so it is marked `unknown` for the operator to reconcile in "Needs attention" and is
 * never sent again by itself (no double order, no double cost). A failure before sending (refused connection, failed
 * lookup) or the provider's own refusal (HTTP 5xx, an error answer) is recorded as `failed` and retried with backoff:
 * such an order stays retriable and the customer's charge is untouched. A provider that honours our Idempotency-Key
 * (a parent panel, another panel of this software: honoursIdempotencyKey) turns a repeated add into the same order,
 * so there an unknown outcome, or a crash mid-send, is simply sent again.
 */
export async function forwardOrder(context: JobContext, job: ClaimedJob): Promise<void> {
  const { db } = context;
  const orderId = Number(job.payload.orderId);
  const run = Number(job.payload.run ?? 0);
  const quantityOverride = job.payload.quantity === undefined ? undefined : Number(job.payload.quantity);
  const [first] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!first) return;
  const source = await forwardTarget(db, first.serviceId, job.payload);
  if (!source) return; // a manual service: the operator processes it
  const where = and(eq(providerOrders.orderId, orderId), eq(providerOrders.run, run));
  const resendIsSafe = honoursIdempotencyKey(source.provider);
  // Decided under the order's row lock, which a cancel takes too: an order the customer asked to cancel is
  // not sent, and a cancel never sees an order that is about to be sent as unsent.
  const order = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    const [cancel] = await tx
      .select({ id: cancelRequests.id })
      .from(cancelRequests)
      .where(eq(cancelRequests.orderId, orderId));
    if (!locked || locked.status === "canceled" || cancel) return undefined;
    const [existing] = await tx.select().from(providerOrders).where(where).limit(1);
    if (existing?.state === "sent" || existing?.state === "unknown") return undefined;
    if (existing?.state === "sending" && !resendIsSafe) {
      await tx.update(providerOrders).set({ state: "unknown", updatedAt: new Date() }).where(where);
      context.warn("an order was in flight to its provider when a worker stopped; not resent", { orderId, run });
      return undefined;
    }
    if (existing) {
      await tx
        .update(providerOrders)
        .set({ state: "sending", providerId: source.provider.id, updatedAt: new Date() })
        .where(where);
    } else {
      await tx.insert(providerOrders).values({ orderId, run, providerId: source.provider.id, state: "sending" });
    }
    return locked;
  });
  if (!order) return;

  const [details] = await db.select().from(orderDetails).where(eq(orderDetails.orderId, orderId)).limit(1);
  const params: Record<string, string> = { service: source.source.providerServiceId, link: order.link };
  const fields = details?.fields ?? {};
  if (fields.type !== "Package" && fields.type !== "Subscriptions") {
    params.quantity = String(quantityOverride ?? order.quantity);
  }
  for (const name of PASSED_ON) if (fields[name] !== undefined) params[name] = fields[name];

  let providerOrderId: string;
  let charge: string | undefined;
  try {
    // The same order however often it is sent (by the queue or an operator), where the provider honours the key.
    const idempotencyKey = `panel-${job.panel_id}-order-${orderId}-run-${run}`;
    const added = await clientFor(source.provider, context.providerClient).add(params, idempotencyKey);
    providerOrderId = added.order;
    charge = providerCharge(added.charge);
  } catch (error) {
    const message = error instanceof ProviderError ? `${error.kind}: ${error.message}` : String(error);
    const failedAt = new Date();
    if (error instanceof ProviderError && error.outcomeUnknown && !resendIsSafe) {
      // Done with, not retried: the operator decides (enter the provider's order id, send again or refund).
      await db.transaction(async (tx) => {
        await tx.update(providerOrders).set({ state: "unknown", lastError: message, updatedAt: failedAt }).where(where);
        await completeJob(tx, job.id);
      });
      await recordProviderFailure(db, source.provider.id, error, failedAt);
      context.warn("an order went to its provider without a readable answer; not resent", { orderId, run });
      return;
    }
    await db.update(providerOrders).set({ state: "failed", lastError: message, updatedAt: failedAt }).where(where);
    await recordProviderFailure(db, source.provider.id, error, failedAt);
    throw error;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(providerOrders)
      .set({ state: "sent", providerOrderId, lastError: null, updatedAt: new Date() })
      .where(where);
    if (run === 0 && charge !== undefined) await recordProviderCharge(tx, orderId, charge, { final: false });
    await completeJob(tx, job.id);
    await recordProviderSuccess(tx, source.provider.id);
  });
}
