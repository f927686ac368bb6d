import {
  type AdminDepositQuery,
  adminListQuery,
  DEPOSIT_DECISIONS,
  DEPOSIT_STATUSES,
  type DepositDecision,
  PAYMENT_METHOD_IDS,
} from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AdminDepositService } from "../../../../services/admin/deposits";
import { auditContext } from "../../../../services/admin/system-log";
import { errorResponses, idParams } from "../../../schemas";
import { pageOf } from "../schemas";

const str = { type: "string" } as const;
const int = { type: "integer" } as const;
const nullableStr = { anyOf: [str, { type: "null" }] } as const;

const depositSchema = {
  type: "object",
  properties: {
    id: int,
    reference: str,
    userId: int,
    username: str,
    method: { type: "string", enum: PAYMENT_METHOD_IDS },
    provider: str,
    amount: str,
    bonus: str,
    status: { type: "string", enum: DEPOSIT_STATUSES },
    transferReference: nullableStr,
    createdAt: str,
    decidedAt: nullableStr,
  },
  required: ["id", "reference", "userId", "username", "method", "provider", "amount", "bonus", "status", "createdAt"],
} as const;

export const depositQuery = adminListQuery([], {
  status: z.enum(DEPOSIT_STATUSES),
  method: z.enum(PAYMENT_METHOD_IDS),
});

/** Deposits of every method; pending bank transfers are approved (credited once) or rejected here. */
export default async function adminDepositRoutes(app: FastifyInstance) {
  const deposits = new AdminDepositService(app.db);

  app.get<{ Querystring: AdminDepositQuery }>(
    "/admin/deposits",
    {
      schema: {
        summary: "Deposits, newest first, by status and method; search in references and usernames",
        querystring: depositQuery,
        response: { 200: pageOf(depositSchema), ...errorResponses },
      },
    },
    async (request) => deposits.list(request.query),
  );

  for (const decision of DEPOSIT_DECISIONS) {
    app.post<{ Params: { id: number } }>(
      `/admin/deposits/:id/${decision}`,
      {
        schema: {
          summary:
            decision === "approve"
              ? "Approve a pending bank transfer: credits amount + bonus once, audited; 409 once decided"
              : "Reject a pending bank transfer: nothing is credited, audited; 409 once decided",
          params: idParams,
          response: { 200: depositSchema, ...errorResponses },
        },
      },
      async (request) =>
        deposits.decide(await auditContext(app.db, request), request.params.id, decision as DepositDecision),
    );
  }
}
