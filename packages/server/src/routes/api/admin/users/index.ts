import type { AdminUserQuery } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ratePer1000 } from "../../../../services/admin/catalogue-input";
import { auditContext } from "../../../../services/admin/system-log";
import { numberedParam } from "../../../numbered";
import { errorResponses, idParams, messageResponse, rowId, wholeNumber } from "../../../schemas";
import { adminUserSchema, ledgerEntrySchema, listQuery, pageOf } from "../schemas";
import { discountSchema, fundsAdjustmentSchema } from "./schemas";

export const userQuery = listQuery(["id", "username", "balance", "created_at", "orders"], {
  status: z.enum(["active", "suspended"]),
});
const pageQuery = z.object({ page: wholeNumber(1, 1_000_000).optional(), per_page: wholeNumber(1, 100).optional() });

const rateParams = z.object({ id: rowId, serviceId: rowId });
const customRates = {
  type: "object",
  properties: {
    data: {
      type: "array",
      items: {
        type: "object",
        properties: {
          serviceId: { type: "integer" },
          service: { type: "string" },
          listRatePer1000: { type: "string" },
          ratePer1000: { type: "string" },
        },
        required: ["serviceId", "service", "listRatePer1000", "ratePer1000"],
      },
    },
  },
  required: ["data"],
} as const;

/** Customers: list, detail, ledger, tickets, funds, discount, custom rates, suspension, password reset. */
export default async function userRoutes(app: FastifyInstance) {
  // The operator names customers and services by their per-panel numbers.
  app.addHook("preHandler", numberedParam("users"));
  app.addHook("preHandler", numberedParam("services", "serviceId"));
  app.get<{ Querystring: AdminUserQuery }>(
    "/admin/users",
    {
      schema: {
        summary: "Customers, paged, searched and sorted",
        querystring: userQuery,
        response: { 200: pageOf(adminUserSchema), ...errorResponses },
      },
    },
    async (request) => app.adminUsers.list(request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/users/:id",
    { schema: { summary: "One customer", params: idParams, response: { 200: adminUserSchema, ...errorResponses } } },
    async (request) => app.adminUsers.get(request.params.id),
  );

  app.get<{ Params: { id: number }; Querystring: { page?: number; per_page?: number } }>(
    "/admin/users/:id/ledger",
    {
      schema: {
        summary: "A customer's ledger, newest first",
        params: idParams,
        querystring: pageQuery,
        response: { 200: pageOf(ledgerEntrySchema), ...errorResponses },
      },
    },
    async (request) => app.adminUsers.ledger(request.params.id, request.query),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/users/:id/tickets",
    {
      schema: {
        summary: "A customer's tickets",
        params: idParams,
        response: {
          200: {
            type: "object",
            properties: {
              data: {
                type: "array",
                items: {
                  type: "object",
                  properties: {
                    id: { type: "integer" },
                    subject: { type: "string" },
                    status: { type: "string" },
                    lastUpdate: { type: "string" },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.adminUsers.tickets(request.params.id),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/users/:id/funds",
    {
      schema: {
        summary: "Add or deduct funds with a reason (a ledger row; never below zero)",
        params: idParams,
        body: fundsAdjustmentSchema,
        response: {
          200: {
            type: "object",
            properties: { balance: { type: "string" }, entry: ledgerEntrySchema },
            required: ["balance", "entry"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.adminUsers.adjustFunds(await auditContext(app.db, request), request.params.id, request.body),
  );

  app.put<{ Params: { id: number } }>(
    "/admin/users/:id/discount",
    {
      schema: {
        summary: "Set the customer's discount on order prices, in percent",
        params: idParams,
        body: discountSchema,
        response: { 200: adminUserSchema, ...errorResponses },
      },
    },
    async (request) => app.adminUsers.setDiscount(await auditContext(app.db, request), request.params.id, request.body),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/users/:id/rates",
    {
      schema: {
        summary:
          "The customer's custom rates (a price per 1000 per service instead of the list price less the discount)",
        params: idParams,
        response: { 200: customRates, ...errorResponses },
      },
    },
    async (request) => app.customRates.list(request.params.id),
  );

  app.put<{ Params: { id: number; serviceId: number }; Body: { rate_per_1000: string } }>(
    "/admin/users/:id/rates/:serviceId",
    {
      schema: {
        summary: "Set the customer's custom rate for a service, per 1000",
        params: rateParams,
        body: z.object({ rate_per_1000: ratePer1000 }),
        response: { 200: customRates, ...errorResponses },
      },
    },
    async (request) =>
      app.customRates.set(
        await auditContext(app.db, request),
        request.params.id,
        request.params.serviceId,
        request.body.rate_per_1000,
      ),
  );

  app.delete<{ Params: { id: number; serviceId: number } }>(
    "/admin/users/:id/rates/:serviceId",
    {
      schema: {
        summary: "Remove the customer's custom rate for a service (the list price less the discount applies again)",
        params: rateParams,
        response: { 200: customRates, ...errorResponses },
      },
    },
    async (request) =>
      app.customRates.remove(await auditContext(app.db, request), request.params.id, request.params.serviceId),
  );

  for (const [path, suspended] of [
    ["suspend", true],
    ["reactivate", false],
  ] as const) {
    app.post<{ Params: { id: number } }>(
      `/admin/users/:id/${path}`,
      {
        schema: {
          summary: suspended ? "Suspend a customer (every session ends)" : "Reactivate a suspended customer",
          params: idParams,
          response: { 200: adminUserSchema, ...errorResponses },
        },
      },
      async (request) => app.adminUsers.setSuspended(await auditContext(app.db, request), request.params.id, suspended),
    );
  }

  app.post<{ Params: { id: number } }>(
    "/admin/users/:id/password-reset",
    {
      schema: {
        summary: "Mail the customer a single-use password reset link",
        params: idParams,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.adminUsers.sendPasswordReset(await auditContext(app.db, request), request.params.id),
  );
}
