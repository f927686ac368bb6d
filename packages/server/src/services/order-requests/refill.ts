import { OPEN_REFILL_STATUSES } from "@smm/domain";
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refills } from "../../db/schema";
import { JOB_KINDS } from "../../jobs/kinds";
import { enqueue } from "../../jobs/queue";
import { canRefill } from "./eligibility";
import { askOnce, type RequestOutcome, type RequestRules } from "./outcome";

const refillRules: RequestRules = {
  eligible: canRefill,
  // While a refill is open (pending, in progress) it is the answer; once settled, another can be asked.
  existing: async (tx, orderId) => {
    const [open] = await tx
      .select({ id: refills.id })
      .from(refills)
      .where(and(eq(refills.orderId, orderId), inArray(refills.status, [...OPEN_REFILL_STATUSES])))
      .orderBy(desc(refills.id))
      .limit(1);
    return open?.id;
  },
  create: async (tx, orderId, userId) => {
    const [created] = await tx.insert(refills).values({ orderId, userId }).returning({ id: refills.id });
    if (!created) throw new Error("refill insert returned nothing");
    await enqueue(tx, JOB_KINDS.forwardRefill, { refillId: created.id }, { dedupeKey: `refill:${created.id}` });
    return created.id;
  },
};

/**
 * A refill of one of the customer's completed orders; the queue forwards it to the provider (a manual
 * service's waits for the operator).
 */
export function requestRefill(db: Db, userId: number, orderId: number): Promise<RequestOutcome> {
  return askOnce(db, userId, orderId, refillRules);
}
