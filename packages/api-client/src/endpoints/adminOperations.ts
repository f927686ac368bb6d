import type { adminOperationEndpoints, BodyOf, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { TicketThread } from "../types/responses";

/** The bodies' and answers' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminOperationEndpoints;
export type OrderStatusChange = BodyOf<Endpoints["setOrderStatus"]>;
/** Only the fields given change; every change lands in the price-updates feed. */
export type ServiceChange = BodyOf<Endpoints["updateService"]>;

export const ADMIN_CALL_MESSAGES = {
  orderStatusFailed: "Failed to change the order's status",
  serviceUpdateFailed: "Failed to update the service",
  ticketReplyFailed: "Failed to send the reply",
} as const;

/** Operator actions on orders, services and tickets; each carries the admin token. */
export function adminOperationCalls(http: Http) {
  return {
    /** PUT /admin/orders/:id/status: cancel refunds, partial refunds the undelivered share; notifies the customer. */
    setOrderStatus(id: number, change: OrderStatusChange, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["setOrderStatus"]>>(
        { method: "PUT", url: `/admin/orders/${encodeURIComponent(id)}/status`, data: change, authSession: "admin" },
        ADMIN_CALL_MESSAGES.orderStatusFailed,
        options,
      );
    },

    /** PUT /admin/services/:id → how many update-feed entries the change made. */
    updateService(id: number, change: ServiceChange, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["updateService"]>>(
        { method: "PUT", url: `/admin/services/${encodeURIComponent(id)}`, data: change, authSession: "admin" },
        ADMIN_CALL_MESSAGES.serviceUpdateFailed,
        options,
      );
    },

    /** POST /admin/tickets/:id/replies: answers a ticket (status "answered") and notifies the customer. */
    replyToTicket(id: number, message: string, options?: CallOptions) {
      return http.send<TicketThread>(
        {
          method: "POST",
          url: `/admin/tickets/${encodeURIComponent(id)}/replies`,
          data: { message },
          authSession: "admin",
        },
        ADMIN_CALL_MESSAGES.ticketReplyFailed,
        options,
      );
    },
  };
}
