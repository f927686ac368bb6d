import type {
  AdminOrderRequest,
  AdminOrderRequestQuery,
  CancelDecision,
  OrderRequestKind,
  OrderRequestState,
  RefillDecision,
  RefillRequestState,
} from "@smm/domain";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client";
import { queryRows } from "../../db/rows";
import { cancelRequests, orders, refills } from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import { notify } from "../notifications";
import type { OrderService } from "../orders";
import { pagedList, pagingOf } from "./paging";
import { type AuditContext, audit } from "./system-log";

interface RequestFilter {
  kind?: OrderRequestKind;
  state?: OrderRequestState;
  /** Only these requests of each kind. */
  ids?: Partial<Record<OrderRequestKind, readonly number[]>>;
}

/** One SELECT per kind with the same columns, so the two tables read as one list. */
function branches({ kind, state, ids }: RequestFilter): SQL {
  const where = (alias: string, of: OrderRequestKind) => {
    const conditions = [
      state ? sql`${sql.raw(alias)}.status = ${state}` : undefined,
      ids ? sql`${sql.raw(alias)}.id = any(${sql.param(ids[of] ?? [])}::int[])` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return conditions.length > 0 ? sql` where ${sql.join(conditions, sql` and `)}` : sql``;
  };
  const refill = sql`select 'refill'::text as kind, r.id, r.order_id, r.user_id, r.status as state,
    null::text as result, r.created_at from refills r${where("r", "refill")}`;
  const cancel = sql`select 'cancel'::text as kind, c.id, c.order_id, c.user_id, c.status as state,
    c.result, c.created_at from cancel_requests c${where("c", "cancel")}`;
  if (kind === "refill") return refill;
  if (kind === "cancel") return cancel;
  return sql`${refill} union all ${cancel}`;
}

/**
 * A request as the operator sees it (its order, customer and service named by their per-panel numbers), with the
 * order's and the customer's ids its decisions act on (the route's answer schema leaves them out).
 */
type QueuedRequest = AdminOrderRequest & { orderRowId: number; userRowId: number };

/** A row as the query answers it: no provider name for a manual service; a Date or text per driver. */
interface RequestRow extends Omit<QueuedRequest, "provider" | "createdAt"> {
  provider: string | null;
  createdAt: Date | string;
}

function toRequest(row: RequestRow): QueuedRequest {
  return {
    ...row,
    provider: row.provider ?? "manual",
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** What a refill may move to, from which states; a cancel request moves only from `pending`. */
const REFILL_FROM: Record<RefillDecision, ReadonlyArray<RefillRequestState>> = {
  "in-progress": ["pending"],
  completed: ["pending", "in-progress"],
  rejected: ["pending", "in-progress"],
};

const LABEL: Record<OrderRequestKind, string> = { refill: "Refill request", cancel: "Cancel request" };

/** The 409 for a request someone already decided, naming the state it is in now. */
async function settled(db: Queryable, request: AdminOrderRequest): Promise<HttpError> {
  const table = request.kind === "refill" ? refills : cancelRequests;
  const [row] = await db.select({ status: table.status }).from(table).where(eq(table.id, request.id)).limit(1);
  return new HttpError(409, `${LABEL[request.kind]} #${request.id} is already ${row?.status ?? request.state}.`);
}

/**
 * The operator's queue of refill and cancel requests. Provider-backed requests are forwarded by the job queue
 * (jobs/handlers/forward-requests.ts) and only listed here; manual ones are decided by hand. A cancel that is
 * accepted goes through OrderService.setStatus, the same path as the admin "status by hand" change, which
 * refunds the full charge exactly once (a ledger row) and notifies the customer.
 */
export class AdminOrderRequestService {
  constructor(
    private readonly db: Db,
    private readonly orderService: OrderService,
  ) {}

  /** Both kinds newest first (refills_created_idx and cancel_requests_created_idx merged), counted as in paging.ts. */
  async list(query: AdminOrderRequestQuery) {
    const paging = pagingOf(query);
    const union = branches({ kind: query.kind, state: query.state });
    const order = sql`q.created_at desc, q.id desc`;
    return pagedList<AdminOrderRequest, string>(this.db, paging, {
      // A request is its kind and id: "refill:12".
      numbered: (limit) =>
        sql`select q.kind || ':' || q.id as id, row_number() over (order by ${order}) as n
            from (${union}) q order by ${order} limit ${limit}`,
      all: () => sql`select 1 from (${union}) q`,
      rows: async (keys) => {
        const ids: Record<OrderRequestKind, number[]> = { refill: [], cancel: [] };
        for (const key of keys) {
          const [kind, id] = key.split(":");
          ids[kind as OrderRequestKind].push(Number(id));
        }
        return (await this.select(branches({ ids }), sql``)).map(toRequest);
      },
      keyOf: (request) => `${request.kind}:${request.id}`,
    });
  }

  async get(kind: OrderRequestKind, id: number): Promise<QueuedRequest> {
    const [row] = await this.select(branches({ kind, ids: { [kind]: [id] } }), sql``);
    if (!row) throw notFound(`${LABEL[kind]} not found`);
    return toRequest(row);
  }

  private select(union: SQL, tail: SQL) {
    return queryRows<RequestRow>(
      this.db,
      sql`select q.kind, q.id, o.number as "orderId", u.number as "userId", u.username,
        q.order_id as "orderRowId", q.user_id as "userRowId", s.number as "serviceId", s.title as service, p.id as "providerId", p.name as provider,
        q.state, q.result, q.created_at as "createdAt"
      from (${union}) q
      join orders o on o.id = q.order_id
      join users u on u.id = q.user_id
      join services s on s.id = o.service_id
      left join service_sources ss on ss.service_id = o.service_id
      left join providers p on p.id = ss.provider_id
      ${tail}`,
    );
  }

  /** POST /admin/requests/{refills,cancels}/:id with {state, reason?}: moves a manual request on. */
  /** The operator's decision, its shape checked by the route (`state` one of the kind's decisions, a reason to reject). */
  async decide(
    context: AuditContext,
    kind: OrderRequestKind,
    id: number,
    { state, reason }: { state: RefillDecision | CancelDecision; reason?: string },
  ): Promise<AdminOrderRequest> {
    const before = await this.get(kind, id);
    if (before.providerId !== null) {
      throw new HttpError(422, `${LABEL[kind]} #${id} is for a provider-backed service; the provider handles it.`);
    }
    if (kind === "refill") {
      await this.moveRefill(context, before, state as RefillDecision);
    } else if (state === "done") {
      await this.acceptCancel(context, before);
    } else {
      await this.rejectCancel(context, before, reason ?? "");
    }
    return this.get(kind, id);
  }

  private async moveRefill(context: AuditContext, before: QueuedRequest, state: RefillDecision) {
    await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(refills)
        .set({ status: state })
        .where(and(eq(refills.id, before.id), inArray(refills.status, [...REFILL_FROM[state]])))
        .returning({ id: refills.id });
      if (!moved) throw await settled(tx, before);
      const words = { "in-progress": "is in progress", completed: "is completed", rejected: "was rejected" };
      await notify(
        tx,
        before.userRowId,
        "order_status",
        `The refill of your order #${before.orderId} ${words[state]}.`,
      );
      await audit(tx, context, "request.refill", `refill:${before.id}`, {
        before: { state: before.state, order: before.orderId },
        after: { state },
      });
    });
  }

  /**
   * Cancels the order through setStatus (full refund, once, notified), then closes the request. An order that
   * is already canceled (a retry after a crash between the two steps) is not refunded again.
   */
  private async acceptCancel(context: AuditContext, before: QueuedRequest) {
    if (before.state !== "pending") throw await settled(this.db, before);
    const [order] = await this.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, before.orderRowId))
      .limit(1);
    if (order?.status !== "canceled") await this.orderService.setStatus(before.orderRowId, { status: "canceled" });
    await this.closeCancel(context, before, "done", "Canceled by the operator; the charge was refunded.");
  }

  private async rejectCancel(context: AuditContext, before: QueuedRequest, reason: string) {
    await this.closeCancel(context, before, "rejected", reason, async (tx) =>
      notify(
        tx,
        before.userRowId,
        "order_status",
        `Your cancel request for order #${before.orderId} was rejected: ${reason}`,
      ),
    );
  }

  private async closeCancel(
    context: AuditContext,
    before: QueuedRequest,
    state: "done" | "rejected",
    result: string,
    alsoInTransaction?: (tx: Tx) => Promise<void>,
  ) {
    await this.db.transaction(async (tx) => {
      const [closed] = await tx
        .update(cancelRequests)
        .set({ status: state, result })
        .where(and(eq(cancelRequests.id, before.id), eq(cancelRequests.status, "pending")))
        .returning({ id: cancelRequests.id });
      if (!closed) throw await settled(tx, before);
      await alsoInTransaction?.(tx);
      await audit(tx, context, "request.cancel", `cancel:${before.id}`, {
        before: { state: before.state, order: before.orderId },
        after: { state, result },
      });
    });
  }
}
