/** The customer's orders: placing one or a mass order, the order history and one order. */
import { z } from "zod";
import { orderRequestSchema } from "../schemas/newOrder";
import { ORDER_ORIGINS, ORDER_STATUSES } from "../statuses";
import { customerPageSchema, decimalText, idParams, isoDateTime, rowId, wholeNumberParam } from "./common";
import { endpoint } from "./endpoint";

/** An order as the server answers it; `startCount` stays null until the provider reports one. */
export const orderDetailsSchema = z.object({
  id: z.number().int(),
  date: isoDateTime,
  link: z.string(),
  charge: decimalText,
  startCount: z.number().int().nullable(),
  quantity: z.number().int(),
  service: z.string(),
  service_id: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  remains: z.number().int(),
});
export type OrderDetails = z.output<typeof orderDetailsSchema>;

/** A listed order may name the child panel of the customer's that placed it (absent for their own orders). */
export const listedOrderSchema = orderDetailsSchema.extend({ from_panel: z.string().optional() });

/** An order as the screens show it: a start count not reported yet shows as 0. */
export type Order = Omit<z.output<typeof listedOrderSchema>, "startCount" | "service_id"> & { startCount: number };

/** Retries of one submission carry the same key and are charged once (Fastify reads headers in lower case). */
const idempotencyHeaders = z.looseObject({
  "idempotency-key": z.string().describe("Retries with the same key are charged once").optional(),
});

export const massOrderResultSchema = z.object({
  message: z.string(),
  balance: decimalText,
  orders: z.array(orderDetailsSchema),
});
/** POST /mass-orders: every line placed in one transaction, and the balance after it. */
export type MassOrderResult = z.output<typeof massOrderResultSchema>;

export const orderEndpoints = {
  place: endpoint({
    method: "POST",
    path: "/orders",
    summary: "Place an order: service_id, link, quantity (within the service's bounds)",
    headers: idempotencyHeaders,
    body: orderRequestSchema,
    status: 201,
    response: orderDetailsSchema,
    // A retry with the same key answers the order placed the first time.
    otherResponses: { 200: orderDetailsSchema },
  }),
  placeMass: endpoint({
    method: "POST",
    path: "/mass-orders",
    summary: "Place up to 100 orders at once (the mass order's lines), all or nothing",
    headers: idempotencyHeaders,
    body: z.object({
      orders: z
        .array(z.unknown())
        .describe("One `{service_id, link, quantity}` per order; each line is checked with the spec's messages")
        .optional(),
    }),
    status: 201,
    response: massOrderResultSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/orders",
    summary:
      "Order history with status tab, search (id, service, link), service filter, origin (own orders or from the customer's child panels) and pagination",
    query: z.object({
      status: z.enum(["all", ...ORDER_STATUSES]).optional(),
      search: z.string().max(200).optional(),
      service_id: rowId.optional(),
      origin: z.enum(ORDER_ORIGINS).optional(),
      page: wholeNumberParam(1, 100_000).optional(),
      per_page: wholeNumberParam(1, 100).optional(),
    }),
    response: customerPageSchema(listedOrderSchema),
  }),
  get: endpoint({
    method: "GET",
    path: "/orders/:id",
    summary: "One of the customer's orders",
    params: idParams,
    response: orderDetailsSchema,
  }),
};
