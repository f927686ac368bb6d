import type { AdminBulkOrderAction, AdminBulkOrderAnswer } from "@smm/domain";
import type { Queryable } from "../../db/client";
import { HttpError } from "../../errors";
import { idsOfNumbers } from "../panel-numbers";
import type { AdminOrderService } from "./orders";
import type { AuditContext } from "./system-log";

/**
 * POST /admin/orders/bulk: applies one operator action to each order in turn, exactly as its single action does
 * (`update` for a status or a cancel: its own transaction, refund exactly once, notification and audit row;
 * `resend`), so one order refused leaves the others done. An order the action does not fit is skipped with the single
 * action's reason; one already in the status asked for is skipped too (nothing would change but a notification).
 * Resending leaves an order whose last attempt's outcome is unknown: only the operator, order by order, may decide
 * the provider does not have it. The operator names orders by their numbers (what the screens show); each result
 * carries that number.
 */
export async function applyBulkOrderAction(
  db: Queryable,
  service: AdminOrderService,
  context: AuditContext,
  request: AdminBulkOrderAction,
): Promise<AdminBulkOrderAnswer> {
  const results: AdminBulkOrderAnswer["results"] = [];
  const idOf = await idsOfNumbers(db, "orders", request.ids);
  for (const number of request.ids) {
    const id = idOf.get(number);
    try {
      if (id === undefined) throw new HttpError(404, "Order not found");
      if (request.action === "resend") await service.resend(context, id, undefined, { leaveUnknown: true });
      else {
        const status = request.action === "cancel" ? "canceled" : request.status;
        const current = await service.get(id);
        if (current.status === status) throw new HttpError(422, `Order #${number} is already ${status}.`);
        await service.update(context, id, { status });
      }
      results.push({ id: number, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id: number, ok: false, message: error.message });
    }
  }
  return { results };
}
