import { RESELLER_API_ERRORS, RESELLER_MAX_IDS, type RefillStatus } from "@smm/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cancelRequests, orders, refills, services } from "../../db/schema";
import { JOB_KINDS } from "../../jobs/context";
import { enqueue } from "../../jobs/queue";
import { parseId, parseList, ResellerApiError } from "./errors";

type Slot<K extends string> = { order: number | string } & Record<K, number | { error: string }>;

const REFILL_WORD: Record<(typeof refills.$inferSelect)["status"], RefillStatus> = {
  pending: "Pending",
  "in-progress": "In progress",
  completed: "Completed",
  rejected: "Rejected",
  error: "Error",
};

/** `order` alone, or `orders` (up to 100): the ids to act on, and whether the answer is a list. */
function targets(p: Record<string, unknown>, single: string, many: string): { raw: string[]; batch: boolean } {
  if (p[many] !== undefined) {
    const list = parseList(p[many]);
    if (!list || list.length === 0 || list.length > RESELLER_MAX_IDS) {
      throw new ResellerApiError(RESELLER_API_ERRORS.incorrectRequest);
    }
    return { raw: list, batch: true };
  }
  if (p[single] === undefined) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectRequest);
  return { raw: [String(p[single])], batch: false };
}

async function ownOrders(db: Db, userId: number, raw: string[]) {
  const ids = raw.map(parseId).filter((id): id is number => id !== undefined);
  const rows = ids.length
    ? await db
        .select({ order: orders, refill: services.refill, cancel: services.cancel })
        .from(orders)
        .innerJoin(services, eq(services.id, orders.serviceId))
        .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
    : [];
  return new Map(rows.map((row) => [row.order.id, row]));
}

/** Answers one result per id; a single `order` answers its result alone, or its error as the whole answer. */
function answer<K extends "refill" | "cancel">(key: K, batch: boolean, slots: Slot<K>[]) {
  if (batch) return slots;
  const [only] = slots;
  const value = only?.[key];
  if (value === undefined || typeof value === "object") throw new ResellerApiError(value?.error ?? "");
  return { [key]: value };
}

/** `action=refill`: a refill request per completed order of a service with refill; forwarded by the queue. */
export async function requestRefills(db: Db, userId: number, p: Record<string, unknown>) {
  const { raw, batch } = targets(p, "order", "orders");
  const found = await ownOrders(db, userId, raw);
  const slots: Slot<"refill">[] = [];
  for (const text of raw) {
    const id = parseId(text);
    const row = id === undefined ? undefined : found.get(id);
    if (!row) {
      slots.push({ order: id ?? text, refill: { error: RESELLER_API_ERRORS.incorrectOrder } });
    } else if (!row.refill || row.order.status !== "completed") {
      slots.push({ order: row.order.id, refill: { error: RESELLER_API_ERRORS.notEligibleForRefill } });
    } else {
      const refillId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(refills)
          .values({ orderId: row.order.id, userId })
          .returning({ id: refills.id });
        if (!created) throw new Error("refill insert returned nothing");
        await enqueue(tx, JOB_KINDS.forwardRefill, { refillId: created.id }, { dedupeKey: `refill:${created.id}` });
        return created.id;
      });
      slots.push({ order: row.order.id, refill: refillId });
    }
  }
  return answer("refill", batch, slots);
}

/** `action=refill_status` with `refill` or `refills`. */
export async function refillStatus(db: Db, userId: number, p: Record<string, unknown>) {
  const { raw, batch } = targets(p, "refill", "refills");
  const ids = raw.map(parseId).filter((id): id is number => id !== undefined);
  const rows = ids.length
    ? await db
        .select()
        .from(refills)
        .where(and(inArray(refills.id, ids), eq(refills.userId, userId)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const slots = raw.map((text) => {
    const id = parseId(text);
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

const CANCELLABLE = new Set(["pending", "in-progress", "processing"]);

/** `action=cancel`: a cancel request per open order of a service that allows it; the queue carries it out. */
export async function requestCancels(db: Db, userId: number, p: Record<string, unknown>) {
  const { raw, batch } = targets(p, "order", "orders");
  const found = await ownOrders(db, userId, raw);
  const slots: Slot<"cancel">[] = [];
  for (const text of raw) {
    const id = parseId(text);
    const row = id === undefined ? undefined : found.get(id);
    if (!row) {
      slots.push({ order: id ?? text, cancel: { error: RESELLER_API_ERRORS.incorrectOrder } });
    } else if (!row.cancel || !CANCELLABLE.has(row.order.status)) {
      slots.push({ order: row.order.id, cancel: { error: RESELLER_API_ERRORS.notEligibleForCancel } });
    } else {
      const requestId = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(cancelRequests)
          .values({ orderId: row.order.id, userId })
          .onConflictDoNothing()
          .returning({ id: cancelRequests.id });
        if (!created) {
          // Asked before: the same request answers again.
          const [existing] = await tx
            .select({ id: cancelRequests.id })
            .from(cancelRequests)
            .where(eq(cancelRequests.orderId, row.order.id));
          return existing?.id ?? 0;
        }
        await enqueue(tx, JOB_KINDS.forwardCancel, { cancelId: created.id }, { dedupeKey: `cancel:${created.id}` });
        return created.id;
      });
      slots.push({ order: row.order.id, cancel: requestId });
    }
  }
  return answer("cancel", batch, slots);
}
