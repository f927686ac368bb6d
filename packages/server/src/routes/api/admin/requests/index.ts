import {
  ADMIN_MAX_PAGE_SIZE,
  type AdminOrderRequestQuery,
  adminChoice,
  adminText,
  CANCEL_DECISIONS,
  ORDER_REQUEST_KINDS,
  ORDER_REQUEST_STATES,
  REFILL_DECISIONS,
} from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AdminOrderRequestService } from "../../../../services/admin/order-requests";
import { auditContext } from "../../../../services/admin/system-log";
import { errorResponses, idParams, wholeNumber } from "../../../schemas";
import { pageOf } from "../schemas";

const refillDecision = z.object({ state: adminChoice("state", REFILL_DECISIONS) });

const cancelDecision = z
  .object({
    state: adminChoice("state", CANCEL_DECISIONS),
    reason: adminText("reason", 500)
      .optional()
      .describe("Why the cancel is rejected (required then): the customer reads it"),
  })
  .refine((decision) => decision.state !== "rejected" || decision.reason !== undefined, {
    path: ["reason"],
    error: "The reason is required.",
  });

const str = { type: "string" } as const;
const int = { type: "integer" } as const;
const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: "null" }] }) as const;

const requestSchema = {
  type: "object",
  properties: {
    kind: { type: "string", enum: ORDER_REQUEST_KINDS },
    id: int,
    orderId: int,
    userId: int,
    username: str,
    serviceId: int,
    service: str,
    providerId: nullable(int),
    provider: { type: "string", description: "The provider's name, or 'manual'" },
    state: { type: "string", enum: ORDER_REQUEST_STATES },
    result: nullable(str),
    createdAt: str,
  },
  required: ["kind", "id", "orderId", "userId", "username", "serviceId", "service", "provider", "state", "createdAt"],
} as const;

const requestQuery = z.object({
  page: wholeNumber(1, 1_000_000).optional(),
  per_page: wholeNumber(1, ADMIN_MAX_PAGE_SIZE).optional(),
  kind: z.enum(ORDER_REQUEST_KINDS).optional(),
  state: z.enum(ORDER_REQUEST_STATES).optional(),
});

/** Customers' refill and cancel requests; manual services' requests are decided here by hand. */
export default async function orderRequestRoutes(app: FastifyInstance) {
  const requests = new AdminOrderRequestService(app.db, app.orders);

  app.get<{ Querystring: AdminOrderRequestQuery }>(
    "/admin/requests",
    {
      schema: {
        summary: "Refill and cancel requests, newest first, filtered by kind and state, with the provider or 'manual'",
        querystring: requestQuery,
        response: { 200: pageOf(requestSchema), ...errorResponses },
      },
    },
    async (request) => requests.list(request.query),
  );

  app.post<{ Params: { id: number }; Body: z.output<typeof refillDecision> }>(
    "/admin/requests/refills/:id",
    {
      schema: {
        summary: "Move a manual service's refill request on: {state: in-progress | completed | rejected}",
        params: idParams,
        body: refillDecision,
        response: { 200: requestSchema, ...errorResponses },
      },
    },
    async (request) => requests.decide(await auditContext(app.db, request), "refill", request.params.id, request.body),
  );

  app.post<{ Params: { id: number }; Body: z.output<typeof cancelDecision> }>(
    "/admin/requests/cancels/:id",
    {
      schema: {
        summary:
          "Decide a manual service's cancel request: {state: done} cancels and refunds the full charge once; " +
          "{state: rejected, reason} tells the customer why",
        params: idParams,
        body: cancelDecision,
        response: { 200: requestSchema, ...errorResponses },
      },
    },
    async (request) => requests.decide(await auditContext(app.db, request), "cancel", request.params.id, request.body),
  );
}
