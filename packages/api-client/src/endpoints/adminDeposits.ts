import type { AdminDepositQuery, adminDepositEndpoints, DepositDecision, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import { adminListParams, adminPath } from "./adminQuery";

export const ADMIN_DEPOSIT_MESSAGES = {
  fetchListFailed: "Failed to fetch deposits",
  decideFailed: "Failed to decide the deposit",
} as const;

/** The answers' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof adminDepositEndpoints;

/** Customers' deposits, for the operator; pending bank transfers are approved or rejected by hand. */
export function adminDepositCalls(http: Http) {
  return {
    /** GET /admin/deposits → one page, newest first, by status and method; search in references and usernames. */
    list(query: AdminDepositQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["list"]>>(
        { method: "GET", url: "/admin/deposits", params: adminListParams(query), authSession: "admin" },
        ADMIN_DEPOSIT_MESSAGES.fetchListFailed,
        options,
      );
    },

    /**
     * POST /admin/deposits/:id/{approve,reject} → the deposit after the decision. Approving credits amount + bonus
     * once; 409 when it was already decided, and for a gateway's deposit (gateways confirm their own).
     */
    decide(id: number, decision: DepositDecision, options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["approve"]>>(
        { method: "POST", url: adminPath("/admin/deposits", id, `/${decision}`), data: {}, authSession: "admin" },
        ADMIN_DEPOSIT_MESSAGES.decideFailed,
        options,
      );
    },
  };
}
