import type { AdminUserQuery } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditContext } from "../../../../services/admin/system-log";
import { errorResponses, idParams, messageResponse, wholeNumber } from "../../../schemas";
import { adminUserSchema, ledgerEntrySchema, listQuery, pageOf } from "../schemas";
import { discountSchema, fundsAdjustmentSchema } from "./schemas";

export const userQuery = listQuery(["id", "username", "balance", "created_at", "orders"], {
  status: z.enum(["active", "suspended"]),
});
const pageQuery = z.object({ page: wholeNumber(1, 1_000_000).optional(), per_page: wholeNumber(1, 100).optional() });

/** Customers: list, detail, ledger, tickets, funds, discount, suspension, password reset. */
export default async function userRoutes(app: FastifyInstance) {
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
