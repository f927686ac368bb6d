import { and, eq } from "drizzle-orm";
import { cancelRequests, orders, providerOrders, refills } from "../../db/schema";
import { HttpError } from "../../errors";
import { ProviderError } from "../../services/providers/client";
import { clientFor, sourceOf } from "../../services/providers/sources";
import type { ClaimedJob } from "../worker";
import type { JobContext } from "./context";

/** The order, its provider and how far it got there, read under the order's row lock (see forward-order.ts). */
async function forwarded(context: JobContext, orderId: number) {
  const [order] = await context.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order) return undefined;
  const source = await sourceOf(context.db, order.serviceId);
  if (!source) return { order, source: undefined, sent: undefined };
  const sent = await context.db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for("update");
    const [row] = await tx
      .select()
      .from(providerOrders)
      .where(and(eq(providerOrders.orderId, orderId), eq(providerOrders.run, 0)))
      .limit(1);
    return row;
  });
  return { order, source, sent };
}

/** A refill of a provider-backed order goes to the provider; a manual one waits for the operator. */
export async function forwardRefill(context: JobContext, job: ClaimedJob): Promise<void> {
  const refillId = Number(job.payload.refillId);
  const [refill] = await context.db.select().from(refills).where(eq(refills.id, refillId)).limit(1);
  if (!refill || refill.providerRefillId) return;
  const found = await forwarded(context, refill.orderId);
  if (!found?.source) return;
  if (found.sent?.state !== "sent" || !found.sent.providerOrderId) {
    await context.db.update(refills).set({ status: "rejected" }).where(eq(refills.id, refillId));
    return;
  }
  try {
    const providerRefillId = await clientFor(found.source.provider, context.providerClient).refill(
      found.sent.providerOrderId,
    );
    await context.db.update(refills).set({ providerRefillId, status: "in-progress" }).where(eq(refills.id, refillId));
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "rejected") {
      await context.db.update(refills).set({ status: "rejected" }).where(eq(refills.id, refillId));
      return;
    }
    throw error;
  }
}

/**
 * A cancel request: an order not yet at its provider is cancelled here at once (full refund through
 * setStatus); a forwarded one is asked of the provider, and the refund follows when the status sync sees
 * Canceled. A manual service's request waits for the operator.
 */
export async function forwardCancel(context: JobContext, job: ClaimedJob): Promise<void> {
  const requestId = Number(job.payload.cancelId);
  const [request] = await context.db.select().from(cancelRequests).where(eq(cancelRequests.id, requestId)).limit(1);
  if (request?.status !== "pending") return;
  const found = await forwarded(context, request.orderId);
  if (!found?.source) return;
  const done = (status: "forwarded" | "done" | "rejected", result: string) =>
    context.db.update(cancelRequests).set({ status, result }).where(eq(cancelRequests.id, requestId));
  if (found.sent?.state === "sending") throw new Error("the order is being sent; cancel after");
  if (found.sent?.state !== "sent" || !found.sent.providerOrderId) {
    try {
      await context.orders.setStatus(request.orderId, { status: "canceled" });
      await done("done", "Canceled before it was sent");
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await done("rejected", error.message);
    }
    return;
  }
  try {
    await clientFor(found.source.provider, context.providerClient).cancel(found.sent.providerOrderId);
    await done("forwarded", "Asked of the provider");
  } catch (error) {
    if (error instanceof ProviderError && error.kind === "rejected")
      return void (await done("rejected", error.message));
    throw error;
  }
}
