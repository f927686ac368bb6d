import { ORDER_ORIGINS, ORDER_STATUSES, type OrderRequest, orderRequestSchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from "../../../services/idempotency";
import type { OrderListQuery } from "../../../services/orders";
import {
  customerPageOf,
  decimal,
  errorResponses,
  headersWith,
  idParams,
  orderSchema,
  rowId,
  wholeNumber,
} from "../../schemas";

const idempotencyHeader = headersWith({
  [IDEMPOTENCY_HEADER]: z.string().describe("Retries with the same key are charged once").optional(),
});

/** A listed order may name the child panel of the customer's that placed it. */
const listedOrderSchema = {
  ...orderSchema,
  properties: { ...orderSchema.properties, from_panel: { type: "string" } },
} as const;

export default async function orderRoutes(app: FastifyInstance) {
  app.addHook("preValidation", app.requireCustomer);

  app.post<{ Body: OrderRequest }>(
    "/orders",
    {
      schema: {
        summary: "Place an order: service_id, link, quantity (within the service's bounds)",
        headers: idempotencyHeader,
        body: orderRequestSchema,
        response: { 201: orderSchema, 200: orderSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = customerId(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const outcome = await app.orders.place(userId, request.body, key);
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  );

  app.post(
    "/mass-orders",
    {
      schema: {
        summary: "Place up to 100 orders at once (the mass order's lines), all or nothing",
        headers: idempotencyHeader,
        body: z.object({
          orders: z
            .array(z.unknown())
            .describe("One `{service_id, link, quantity}` per order; each line is checked with the spec's messages")
            .optional(),
        }),
        response: {
          201: {
            type: "object",
            properties: {
              message: { type: "string" },
              balance: decimal,
              orders: { type: "array", items: orderSchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const userId = customerId(request);
      const key = readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]);
      const outcome = await app.orders.placeMass(userId, request.body, key);
      if (outcome.replayed) reply.header("idempotent-replayed", "true");
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  );

  app.get<{ Querystring: OrderListQuery }>(
    "/orders",
    {
      schema: {
        summary:
          "Order history with status tab, search (id, service, link), service filter, origin (own orders or from the customer's child panels) and pagination",
        querystring: z.object({
          status: z.enum(["all", ...ORDER_STATUSES]).optional(),
          search: z.string().max(200).optional(),
          service_id: rowId.optional(),
          origin: z.enum(ORDER_ORIGINS).optional(),
          page: wholeNumber(1, 100_000).optional(),
          per_page: wholeNumber(1, 100).optional(),
        }),
        response: {
          200: customerPageOf(listedOrderSchema),
          ...errorResponses,
        },
      },
    },
    async (request) => app.orders.list(customerId(request), request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/orders/:id",
    {
      schema: {
        summary: "One of the customer's orders",
        params: idParams,
        response: { 200: orderSchema, ...errorResponses },
      },
    },
    async (request) => app.orders.get(customerId(request), request.params.id),
  );
}
