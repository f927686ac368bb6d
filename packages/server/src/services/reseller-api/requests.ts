import {
  ORDER_REQUEST_MESSAGES,
  RESELLER_API_ERRORS,
  type RefillStatus,
  type ResellerRequest,
  type SentId,
} from "@smm/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { refills } from "../../db/schema";
import { requestCancel } from "../order-requests/cancel";
import type { RequestOutcome } from "../order-requests/outcome";
import { requestRefill } from "../order-requests/refill";
import { idsOfNumbers } from "../panel-numbers";
import { ResellerApiError } from "./errors";

type Slot<K extends string> = { order: number | string } & Record<K, number | { error: string }>;

const REFILL_WORD: Record<(typeof refills.$inferSelect)["status"], RefillStatus> = {
  pending: "Pending",
  "in-progress": "In progress",
  completed: "Completed",
  rejected: "Rejected",
  error: "Error",
};

type Request<A extends ResellerRequest["action"]> = Extract<ResellerRequest, { action: A }>;

/**
 * The ids to act on: the list when one was sent (the contract has read it: 1 to 100 ids), else the single one (the
 * contract refuses a call with neither); and whether the answer is a list.
 */
function targets(single: SentId | undefined, many: SentId[] | undefined): { sent: SentId[]; batch: boolean } {
  if (many) return { sent: many, batch: true };
  if (!single) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectRequest);
  return { sent: [single], batch: false };
}

/** Answers one result per id; a single `order` answers its result alone, or its error as the whole answer. */
function answer<K extends "refill" | "cancel">(key: K, batch: boolean, slots: Slot<K>[]) {
  if (batch) return slots;
  const [only] = slots;
  const value = only?.[key];
  if (value === undefined || typeof value === "object") throw new ResellerApiError(value?.error ?? "");
  return { [key]: value };
}

/** Each order number's outcome as its slot: the request's id, or the API's error text. */
async function slotsOf<K extends "refill" | "cancel">(
  db: Db,
  key: K,
  sent: SentId[],
  ask: (orderId: number) => Promise<RequestOutcome>,
): Promise<Slot<K>[]> {
  const slots: Slot<K>[] = [];
  const ids = await idsOfNumbers(
    db,
    "orders",
    sent.flatMap(({ id }) => id ?? []),
  );
  for (const { text, id: number } of sent) {
    const id = number === undefined ? undefined : ids.get(number);
    const outcome: RequestOutcome = id === undefined ? { error: "not-found" } : await ask(id);
    const value =
      "id" in outcome
        ? outcome.id
        : {
            error:
              outcome.error === "not-found"
                ? RESELLER_API_ERRORS.incorrectOrder
                : ORDER_REQUEST_MESSAGES.notEligible[key],
          };
    slots.push({ order: number ?? text, [key]: value } as Slot<K>);
  }
  return slots;
}

/** `action=refill`: a refill request per completed order of a service with refill; forwarded by the queue. */
export async function requestRefills(db: Db, userId: number, { order, orders }: Request<"refill">) {
  const { sent, batch } = targets(order, orders);
  return answer("refill", batch, await slotsOf(db, "refill", sent, (id) => requestRefill(db, userId, id)));
}

/** `action=refill_status` with `refill` or `refills`. */
export async function refillStatus(db: Db, userId: number, { refill, refills: many }: Request<"refill_status">) {
  const { sent, batch } = targets(refill, many);
  const ids = sent.flatMap(({ id }) => id ?? []);
  const rows = ids.length
    ? await db
        .select()
        .from(refills)
        .where(and(inArray(refills.id, ids), eq(refills.userId, userId)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const slots = sent.map(({ text, id }) => {
    const row = id === undefined ? undefined : byId.get(id);
    return {
      refill: id ?? text,
      status: row ? REFILL_WORD[row.status] : { error: RESELLER_API_ERRORS.refillNotFound },
    };
  });
  if (batch) return slots;
  const status = slots[0]?.status;
  if (typeof status !== "string") throw new ResellerApiError(RESELLER_API_ERRORS.refillNotFound);
  return { status };
}

/** `action=cancel`: a cancel request per open order of a service that allows it; the queue carries it out. */
export async function requestCancels(db: Db, userId: number, { order, orders }: Request<"cancel">) {
  const { sent, batch } = targets(order, orders);
  return answer("cancel", batch, await slotsOf(db, "cancel", sent, (id) => requestCancel(db, userId, id)));
}
