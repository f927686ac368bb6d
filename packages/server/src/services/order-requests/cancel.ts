import type { OrderStatus } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { cancelRequests } from "../../db/schema";
import { JOB_KINDS } from "../../jobs/kinds";
import { enqueue } from "../../jobs/queue";
import { canCancel } from "./eligibility";
import { askOnce, type RequestOutcome, type RequestRules } from "./outcome";

const cancelRules: RequestRules = {
  eligible: canCancel,
  // An order has one cancel request at most (a unique index): asking again answers it again.
  existing: async (tx, orderId) => {
    const [row] = await tx
      .select({ id: cancelRequests.id })
      .from(cancelRequests)
      .where(eq(cancelRequests.orderId, orderId))
      .limit(1);
    return row?.id;
  },
  create: async (tx, orderId, userId) => {
    const [created] = await tx.insert(cancelRequests).values({ orderId, userId }).returning({ id: cancelRequests.id });
    if (!created) throw new Error("cancel request insert returned nothing");
    await enqueue(tx, JOB_KINDS.forwardCancel, { cancelId: created.id }, { dedupeKey: `cancel:${created.id}` });
    return created.id;
  },
};

/**
 * A cancel of one of the customer's running orders; the queue carries it out (cancels an order not yet sent,
 * asks the provider for a sent one; a manual service's waits for the operator).
 */
export function requestCancel(db: Db, userId: number, orderId: number): Promise<RequestOutcome> {
  return askOnce(db, userId, orderId, cancelRules);
}

/** What a cancel the provider was asked for came to, by the order's final status. */
const SETTLED: Partial<Record<OrderStatus, { status: "done" | "rejected"; result: string }>> = {
  canceled: { status: "done", result: "Canceled by the provider and refunded" },
  partial: { status: "done", result: "Stopped by the provider; the undelivered share was refunded" },
  completed: { status: "rejected", result: "The provider completed the order" },
};

/**
 * A cancel request sent to the provider follows the order once it is final (called in the transaction that sets the
 * status and refunds): canceled or partial, the cancel is done; completed, the provider did not cancel it.
 */
export async function settleForwardedCancel(tx: Tx, orderId: number, status: OrderStatus): Promise<void> {
  const settled = SETTLED[status];
  if (!settled) return;
  await tx
    .update(cancelRequests)
    .set(settled)
    .where(and(eq(cancelRequests.orderId, orderId), eq(cancelRequests.status, "forwarded")));
}
