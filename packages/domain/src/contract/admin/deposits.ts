/**
 * The operator's list of deposits (/admin/deposits): every method's, filterable; manual bank transfers wait there
 * until an operator approves (credits once) or rejects them.
 */
import { z } from "zod";
import { DEPOSIT_STATUSES } from "../../api/adminDeposits";
import { PAYMENT_METHOD_IDS } from "../../payments/methods";
import { decimalText, idParams, isoDateTime } from "../common";
import { endpoint } from "../endpoint";
import { adminListQuery, adminPageSchema } from "./common";

/** Newest first; `search` matches the reference, the transfer reference or the username. */
export const adminDepositQuerySchema = adminListQuery([], {
  status: z.enum(DEPOSIT_STATUSES),
  method: z.enum(PAYMENT_METHOD_IDS),
});
export type AdminDepositQuery = z.output<typeof adminDepositQuerySchema>;

export const adminDepositSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  userId: z.number().int(),
  username: z.string(),
  method: z.enum(PAYMENT_METHOD_IDS),
  provider: z.string(),
  amount: decimalText,
  bonus: decimalText,
  status: z.enum(DEPOSIT_STATUSES),
  transferReference: z.string().nullable().describe("Bank transfers: the reference the customer says they used"),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable().describe("When it was credited, rejected or failed"),
});
export type AdminDeposit = z.output<typeof adminDepositSchema>;

export const adminDepositEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/deposits",
    summary: "Deposits, newest first, by status and method; search in references and usernames",
    query: adminDepositQuerySchema,
    response: adminPageSchema(adminDepositSchema),
  }),
  approve: endpoint({
    method: "POST",
    path: "/admin/deposits/:id/approve",
    summary: "Approve a pending bank transfer: credits amount + bonus once, audited; 409 once decided",
    params: idParams,
    response: adminDepositSchema,
  }),
  reject: endpoint({
    method: "POST",
    path: "/admin/deposits/:id/reject",
    summary: "Reject a pending bank transfer: nothing is credited, audited; 409 once decided",
    params: idParams,
    response: adminDepositSchema,
  }),
};
