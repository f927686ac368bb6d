import type { AdminUserQuery, adminUserEndpoints, BodyOf, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams, adminPath } from "./adminQuery";

export const ADMIN_USER_MESSAGES = {
  fetchListFailed: "Failed to fetch users",
  fetchOneFailed: "Failed to fetch the user",
  fetchLedgerFailed: "Failed to fetch the user's transactions",
  fetchTicketsFailed: "Failed to fetch the user's tickets",
  fundsFailed: "Failed to change the user's balance",
  discountFailed: "Failed to save the discount",
  fetchRatesFailed: "Failed to fetch the user's custom rates",
  rateFailed: "Failed to save the custom rate",
  removeRateFailed: "Failed to remove the custom rate",
  suspendFailed: "Failed to suspend the user",
  reactivateFailed: "Failed to reactivate the user",
  passwordResetFailed: "Failed to send the password reset",
} as const;

const M = ADMIN_USER_MESSAGES;
/** The answers' and bodies' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminUserEndpoints;
const users = "/admin/users";

/** Customers, for the operator. A user's orders: `admin.orders.list({ user_id })`. */
export function adminUserCalls(http: Http) {
  return {
    /** GET /admin/users → one page; search matches id, username, email and names. */
    list(query: AdminUserQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: users, params: adminListParams(query), authSession: "admin" },
        M.fetchListFailed,
        options,
      );
    },

    get(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "GET", url: adminPath(users, id), authSession: "admin" },
        M.fetchOneFailed,
        options,
      );
    },

    /** GET /admin/users/:id/ledger → the user's ledger, newest first, paged. */
    ledger(id: number, query: { page?: number; per_page?: number } = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["ledger"]>>(
        { method: "GET", url: adminPath(users, id, "/ledger"), params: adminListParams(query), authSession: "admin" },
        M.fetchLedgerFailed,
        options,
      );
    },

    /** GET /admin/users/:id/tickets → the user's tickets, newest activity first. */
    tickets(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["tickets"]>>(
        { method: "GET", url: adminPath(users, id, "/tickets"), authSession: "admin" },
        M.fetchTicketsFailed,
        options,
      );
    },

    /** POST /admin/users/:id/funds: add or deduct with a reason (a ledger row); 422 when it would go below zero. */
    adjustFunds(id: number, adjustment: BodyOf<Endpoints["adjustFunds"]>, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["adjustFunds"]>>(
        { method: "POST", url: adminPath(users, id, "/funds"), data: adjustment, authSession: "admin" },
        M.fundsFailed,
        options,
      );
    },

    /** PUT /admin/users/:id/discount: percent taken off this user's order prices ("0" to "100"). */
    setDiscount(id: number, discountPercent: string, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        {
          method: "PUT",
          url: adminPath(users, id, "/discount"),
          data: { discount_percent: discountPercent },
          authSession: "admin",
        },
        M.discountFailed,
        options,
      );
    },

    /** GET /admin/users/:id/rates: the prices per 1000 this customer pays instead of the list price less the discount. */
    rates(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["rates"]>>(
        { method: "GET", url: adminPath(users, id, "/rates"), authSession: "admin" },
        M.fetchRatesFailed,
        options,
      );
    },

    /** PUT /admin/users/:id/rates/:serviceId: sets this customer's price per 1000 for a service. */
    setRate(id: number, serviceId: number, ratePer1000: string, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["rates"]>>(
        {
          method: "PUT",
          url: adminPath(users, id, `/rates/${serviceId}`),
          data: { rate_per_1000: ratePer1000 },
          authSession: "admin",
        },
        M.rateFailed,
        options,
      );
    },

    /** DELETE /admin/users/:id/rates/:serviceId: the list price less the discount applies again. */
    removeRate(id: number, serviceId: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["rates"]>>(
        { method: "DELETE", url: adminPath(users, id, `/rates/${serviceId}`), authSession: "admin" },
        M.removeRateFailed,
        options,
      );
    },

    /** POST /admin/users/:id/suspend: the user's sessions and API access end at once. */
    suspend(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "POST", url: adminPath(users, id, "/suspend"), data: {}, authSession: "admin" },
        M.suspendFailed,
        options,
      );
    },

    reactivate(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["get"]>>(
        { method: "POST", url: adminPath(users, id, "/reactivate"), data: {}, authSession: "admin" },
        M.reactivateFailed,
        options,
      );
    },

    /** POST /admin/users/:id/password-reset: mails the user a single-use reset link (outbox or SMTP). */
    sendPasswordReset(id: number, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["passwordReset"]>>(
        { method: "POST", url: adminPath(users, id, "/password-reset"), data: {}, authSession: "admin" },
        M.passwordResetFailed,
        options,
      );
    },
  };
}
