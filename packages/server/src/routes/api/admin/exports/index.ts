import { Readable } from "node:stream";
import { adminDepositQuerySchema, adminListQuery, adminOrderQuerySchema, adminUserQuerySchema } from "@smm/domain";
import contentDisposition from "content-disposition";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { LEDGER_KINDS, ledgerEntries } from "../../../../db/schema";
import { AdminDepositService } from "../../../../services/admin/deposits";
import { ledgerCsv, ordersCsv, paymentsCsv, usersCsv } from "../../../../services/admin/exports";
import { idNumbered } from "../../../../services/panel-numbers";
import { errorResponses } from "../../../schemas";
import { idFilter } from "../schemas";

const ledgerQuery = adminListQuery([], { user_id: idFilter, kind: z.enum(LEDGER_KINDS) });

/** Streams a CSV document as a download (chunked: no length is known before the last row). */
export function sendCsv(reply: FastifyReply, name: string, document: Iterable<string> | AsyncIterable<string>) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", contentDisposition(name, { type: "attachment" }))
    .header("cache-control", "no-store")
    .send(Readable.from(document));
}

export const csvDownload = (
  what: string,
  summary = `${what} as CSV for the list's filters (streamed, newest first; formula-like cells are quoted)`,
) => ({
  summary,
  produces: ["text/csv"],
  response: {
    200: { description: "The CSV file, as a download", content: { "text/csv": { schema: { type: "string" } } } },
    ...errorResponses,
  },
});

/** CSV exports of the admin lists, for the same filters the lists take (page and sort are ignored). */
export default async function exportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deposits = new AdminDepositService(app.db);

  app.get(
    "/admin/exports/orders.csv",
    { schema: { ...csvDownload("Orders"), querystring: adminOrderQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, "orders.csv", ordersCsv(app.db, await app.adminOrders.filter(request.query))),
  );

  app.get(
    "/admin/exports/users.csv",
    { schema: { ...csvDownload("Customers"), querystring: adminUserQuerySchema } },
    async (request, reply) => sendCsv(reply, "users.csv", usersCsv(app.db, app.adminUsers.filter(request.query))),
  );

  app.get(
    "/admin/exports/payments.csv",
    { schema: { ...csvDownload("Deposits"), querystring: adminDepositQuerySchema } },
    async (request, reply) => sendCsv(reply, "payments.csv", paymentsCsv(app.db, deposits.filter(request.query))),
  );

  app.get(
    "/admin/exports/ledger.csv",
    { schema: { ...csvDownload("Ledger rows"), querystring: ledgerQuery } },
    async (request, reply) => {
      const { user_id: userId, kind } = request.query;
      const where: SQL | undefined = and(
        // The customer by their per-panel number, as the screens name them.
        userId !== undefined ? inArray(ledgerEntries.userId, idNumbered(app.db, "users", userId)) : undefined,
        kind ? eq(ledgerEntries.kind, kind) : undefined,
      );
      return sendCsv(reply, "ledger.csv", ledgerCsv(app.db, where));
    },
  );
}
