import {
  type CancelRequestState,
  type CancelRequestView,
  OPEN_REFILL_STATUSES,
  type OrderRequestSummary,
  type OrderRequestView,
} from "@smm/domain";
import { desc, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { cancelRequests, refills } from "../../db/schema";
import { canCancel, canRefill, ownOrders } from "./eligibility";

type RequestRow<State extends string> = { id: number; orderId: number; status: State; createdAt: Date };
type CancelRow = RequestRow<CancelRequestState> & { result: string | null };

const toView = <State extends string>(row: RequestRow<State>): OrderRequestView<State> => ({
  id: row.id,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** A cancel request says why it was rejected: its result holds the operator's or the provider's reason. */
const toCancelView = (row: CancelRow): CancelRequestView => ({
  ...toView(row),
  reason: row.status === "rejected" ? row.result : null,
});

const requestColumns = <T extends typeof refills | typeof cancelRequests>(table: T) => ({
  id: table.id,
  orderId: table.orderId,
  status: table.status,
  createdAt: table.createdAt,
});

/**
 * Per order of the customer's among `orderNumbers` (others' and unknown numbers are left out), in the order given:
 * whether a refill or a cancel can be asked now, and the latest request of each kind.
 */
export async function orderRequestSummaries(
  db: Queryable,
  userId: number,
  orderNumbers: readonly number[],
): Promise<OrderRequestSummary[]> {
  const own = await ownOrders(db, userId, orderNumbers);
  const ids = [...own.values()].map((order) => order.id);
  if (ids.length === 0) return [];
  const [refillRows, cancelRows] = await Promise.all([
    db
      .selectDistinctOn([refills.orderId], requestColumns(refills))
      .from(refills)
      .where(inArray(refills.orderId, ids))
      .orderBy(refills.orderId, desc(refills.id)),
    db
      .select({ ...requestColumns(cancelRequests), result: cancelRequests.result })
      .from(cancelRequests)
      .where(inArray(cancelRequests.orderId, ids)),
  ]);
  const latestRefill = new Map(refillRows.map((row) => [row.orderId, row]));
  const latestCancel = new Map(cancelRows.map((row) => [row.orderId, row]));
  return [...new Set(orderNumbers)].flatMap((number) => {
    const order = own.get(number);
    if (!order) return [];
    const refill = latestRefill.get(order.id);
    const cancel = latestCancel.get(order.id);
    const refillOpen = refill !== undefined && OPEN_REFILL_STATUSES.includes(refill.status);
    return [
      {
        order_id: number,
        refill: { available: canRefill(order) && !refillOpen, latest: refill ? toView(refill) : null },
        // An order has one cancel request at most: once asked, the answer is its state.
        cancel: { available: canCancel(order) && cancel === undefined, latest: cancel ? toCancelView(cancel) : null },
      },
    ];
  });
}
