import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cancelRequests } from "../../db/schema";
import { JOB_KINDS } from "../../jobs/context";
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
