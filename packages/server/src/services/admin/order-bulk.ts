import type { AdminBulkOrderAction, AdminBulkOrderAnswer } from "@smm/domain";
import { HttpError } from "../../errors";
import type { AdminOrderService } from "./orders";
import type { AuditContext } from "./system-log";

/**
 * POST /admin/orders/bulk: applies one operator action to each order in turn, exactly as its single action does
 * (`update` for a status or a cancel: its own transaction, refund exactly once, notification and audit row;
 * `resend`), so one order refused leaves the others done. An order the action does not fit is skipped with the single
 * action's reason; one already in the status asked for is skipped too (nothing would change but a notification).
 * Resending leaves an order whose last attempt's outcome is unknown: only the operator, order by order, may decide
 * the provider does not have it.
 */
export async function applyBulkOrderAction(
  service: AdminOrderService,
  context: AuditContext,
  request: AdminBulkOrderAction,
): Promise<AdminBulkOrderAnswer> {
  const results: AdminBulkOrderAnswer["results"] = [];
  for (const id of request.ids) {
    try {
      if (request.action === "resend") await service.resend(context, id, undefined, { leaveUnknown: true });
      else {
        const status = request.action === "cancel" ? "canceled" : request.status;
        const current = await service.get(id);
        if (current.status === status) throw new HttpError(422, `Order #${id} is already ${status}.`);
        await service.update(context, id, { status });
      }
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id, ok: false, message: error.message });
    }
  }
  return { results };
}
