import type { Db, Tx } from "../../db/client";
import { lockOwnOrder, type OwnOrder } from "./eligibility";

/** What asking for a refill or a cancel came to: the request (new or asked before), or why there is none. */
export type RequestOutcome = { id: number; created: boolean } | { error: "not-found" | "not-eligible" };

/** How one kind of request is decided and made. */
export interface RequestRules {
  eligible: (order: OwnOrder) => boolean;
  /** A request that answers a new ask instead of making another. */
  existing: (tx: Tx, orderId: number) => Promise<number | undefined>;
  /** Inserts the request and queues its forwarding, in the same transaction; answers its id. */
  create: (tx: Tx, orderId: number, userId: number) => Promise<number>;
}

/** Asks under the order's row lock, so two asks at once (a double click, two API calls) make one request. */
export function askOnce(db: Db, userId: number, orderId: number, rules: RequestRules): Promise<RequestOutcome> {
  return db.transaction(async (tx): Promise<RequestOutcome> => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return { error: "not-found" };
    if (!rules.eligible(order)) return { error: "not-eligible" };
    const existing = await rules.existing(tx, orderId);
    if (existing !== undefined) return { id: existing, created: false };
    return { id: await rules.create(tx, orderId, userId), created: true };
  });
}
