import { type DepositRequest, depositRequestSchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from "../../../services/idempotency";
import { customerPageOf, decimal, errorResponses, wholeNumber } from "../../schemas";

const depositSchema = {
  type: "object",
  properties: {
    reference: { type: "string" },
    provider: { type: "string" },
    method: { type: "string" },
    amount: decimal,
    bonus: decimal,
    status: { type: "string" },
    created_at: { type: "string" },
    transfer_reference: { type: "string" },
    checkout_url: { type: "string" },
  },
} as const;

const referenceParams = z.object({ reference: z.string().regex(/^[A-Z]{3}-[0-9A-F]{24}$/) });

export default async function depositRoutes(app: FastifyInstance) {
  app.addHook("preValidation", app.requireCustomer);

  app.post<{ Body: DepositRequest }>(
    "/deposits",
    {
      schema: {
        summary:
          "Start a deposit: method, amount (the panel's currency), transfer_reference (bank transfers), provider",
        body: depositRequestSchema,
        response: { 201: depositSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = customerId(request);
      const outcome = await runIdempotent(
        app.db,
        { userId, scope: "deposit", key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]), body: request.body },
        async (tx) => ({ status: 201, body: await app.deposits.create(tx, userId, request.body) }),
      );
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  );

  app.get<{ Querystring: { page?: number; per_page?: number } }>(
    "/deposits",
    {
      schema: {
        summary: "The customer's own deposits, newest first, with their status (pending, completed, failed)",
        querystring: z.object({ page: wholeNumber(1, 100_000).optional(), per_page: wholeNumber(1, 100).optional() }),
        response: {
          200: customerPageOf(depositSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => app.deposits.list(customerId(request), request.query),
  );

  app.get<{ Params: { reference: string } }>(
    "/deposits/:reference",
    {
      schema: {
        summary: "A deposit's status",
        params: referenceParams,
        response: { 200: depositSchema, ...errorResponses },
      },
    },
    async (request) => app.deposits.get(customerId(request), request.params.reference),
  );

  app.post<{ Params: { reference: string } }>(
    "/deposits/:reference/confirm",
    {
      schema: {
        summary: "Demo mode only: the sandbox checkout's confirmation credits the balance (once); 404 otherwise",
        params: referenceParams,
        response: {
          200: {
            type: "object",
            properties: { credited: { type: "boolean" }, deposit: depositSchema, balance: decimal },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const userId = customerId(request);
      const { credited, payment } = await app.deposits.confirmSandbox(userId, request.params.reference);
      const { balance } = await app.account.profile(userId);
      return { credited, deposit: await app.deposits.get(userId, payment.reference), balance };
    },
  );
}
