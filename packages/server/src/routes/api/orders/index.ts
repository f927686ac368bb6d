import { ORDER_STATUSES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey } from "../../../services/idempotency";
import type { OrderListQuery } from "../../../services/orders";
import { anyObjectBody, decimal, errorResponses, idParams, orderSchema } from "../../schemas";

const idempotencyHeader = {
  type: "object",
  properties: { [IDEMPOTENCY_HEADER]: { type: "string", description: "Retries with the same key are charged once" } },
} as const;

export default async function orderRoutes(app: FastifyInstance) {
  app.addHook("preHandler", app.requireCustomer);

  app.post(
    "/orders",
    {
      schema: {
        summary: "Place an order: service_id, link, quantity",
        headers: idempotencyHeader,
        body: anyObjectBody,
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
        body: {
          type: "object",
          properties: {
            orders: {
              type: "array",
              description:
                "One `{service_id, link, quantity}` per order; each line is checked with the spec's messages",
            },
          },
        },
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
        summary: "Order history with status tab, search (id, service, link), service filter and pagination",
        querystring: {
          type: "object",
          properties: {
            status: { type: "string", enum: ["all", ...ORDER_STATUSES] },
            search: { type: "string", maxLength: 200 },
            service_id: { type: "integer", minimum: 1, maximum: 2147483647 },
            page: { type: "integer", minimum: 1, maximum: 100000 },
            per_page: { type: "integer", minimum: 1, maximum: 100 },
          },
        },
        response: {
          200: {
            type: "object",
            properties: {
              data: { type: "array", items: orderSchema },
              meta: {
                type: "object",
                properties: {
                  page: { type: "integer" },
                  per_page: { type: "integer" },
                  total: { type: "integer" },
                  last_page: { type: "integer" },
                },
              },
            },
          },
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
