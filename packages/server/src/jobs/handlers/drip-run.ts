import { eq } from "drizzle-orm";
import { dripRuns, orderDetails, orders } from "../../db/schema";
import { JOB_KINDS } from "../kinds";
import { enqueue } from "../queue";
import { type ClaimedJob, completeJob } from "../worker";
import type { JobContext } from "./context";

/**
 * Creates drip-feed run n of an order (a child order reported in `status`), forwards it when the service has
 * a provider, and schedules run n + 1 one interval later: all in one transaction with the job's completion.
 */
export async function dripRun(context: JobContext, job: ClaimedJob): Promise<void> {
  const orderId = Number(job.payload.orderId);
  const run = Number(job.payload.run);
  const [row] = await context.db
    .select({ order: orders, details: orderDetails })
    .from(orders)
    .innerJoin(orderDetails, eq(orderDetails.orderId, orders.id))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row || row.order.status === "canceled") return;
  const { runs, intervalMinutes, runQuantity } = row.details;
  if (!runs || !intervalMinutes || !runQuantity || run > runs) return;
  await context.db.transaction(async (tx) => {
    await tx.insert(dripRuns).values({ orderId, run, quantity: runQuantity }).onConflictDoNothing();
    await enqueue(
      tx,
      JOB_KINDS.forwardOrder,
      { orderId, run, quantity: runQuantity },
      {
        dedupeKey: `forward:${orderId}:${run}`,
      },
    );
    if (run < runs) {
      await enqueue(
        tx,
        JOB_KINDS.dripRun,
        { orderId, run: run + 1 },
        {
          runAt: new Date(Date.now() + intervalMinutes * 60_000),
          dedupeKey: `drip:${orderId}:${run + 1}`,
        },
      );
    }
    await completeJob(tx, job.id);
  });
}
