import { type AdminChildPanelQuery, adminListQuery, CHILD_PANEL_STATUSES, type PanelStanding } from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { panels } from "../../../../db/schema";
import { notFound } from "../../../../errors";
import { runPanelRenewals } from "../../../../services/panels/renewal";
import { errorResponses, idParams, messageResponse } from "../../../schemas";
import { mainPanelOnly } from "../../child-panels";
import { adminChildPanelSchema, pageOf } from "../schemas";

const panelQuery = adminListQuery(["id", "created_at", "domain"], {
  status: z.enum(CHILD_PANEL_STATUSES),
});

const standingSchema = {
  type: "object",
  properties: {
    status: { type: "string", enum: ["active", "suspended", "cancelled"] },
    reason: { type: ["string", "null"] },
    unpaid: { type: "boolean" },
    renewsAt: { type: ["string", "null"] },
    pricePerMonth: { type: "string" },
    parentUrl: { type: ["string", "null"] },
  },
  required: ["status", "reason", "unpaid", "renewsAt", "pricePerMonth", "parentUrl"],
} as const;

/**
 * Child panel requests and their running panels (status change: PUT /admin/child-panels/:id/status, in the
 * child-panels routes), on the main panel only (mainPanelOnly); on a child panel, its own standing for its
 * owner's banner.
 */
export default async function childPanelRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminChildPanelQuery }>(
    "/admin/child-panels",
    {
      onRequest: mainPanelOnly,
      schema: {
        summary: "Child panel requests and panels (status, next renewal, last 30 days' volume), paged",
        querystring: panelQuery,
        response: { 200: pageOf(adminChildPanelSchema), ...errorResponses },
      },
    },
    async (request) => app.adminChildPanels.list(request.query),
  );

  app.get(
    "/admin/panel-standing",
    {
      schema: {
        summary: "This panel's standing with its parent: status, why it is suspended, next renewal, where to pay",
        response: { 200: standingSchema, ...errorResponses },
      },
    },
    async (request): Promise<PanelStanding> => {
      const [panel] = await app.db.select().from(panels).where(eq(panels.id, request.panel.id));
      const parent = panel?.parentId ? await app.panelDirectory.get(panel.parentId) : undefined;
      return {
        status: panel?.status ?? "active",
        reason: panel?.suspendedReason ?? null,
        unpaid: panel?.status === "suspended" && panel.unpaidSince !== null,
        renewsAt: panel?.renewsAt?.toISOString() ?? null,
        pricePerMonth: panel?.pricePerMonth ?? "0.00",
        parentUrl: parent ? app.panelDirectory.urlOf(parent) : null,
      };
    },
  );

  // Demo mode only (no real money moves there): lets the end-to-end tests and a demo move a month on at once.
  if (app.config.demo) {
    app.post<{ Params: { id: number } }>(
      "/admin/child-panels/:id/renew-now",
      {
        onRequest: mainPanelOnly,
        schema: {
          summary: "Demo mode only: make a running child panel's renewal due now and run the renewals",
          params: idParams,
          response: { 200: messageResponse, ...errorResponses },
        },
      },
      async (request) => {
        const [due] = await app.db
          .update(panels)
          .set({ renewsAt: sql`least(${panels.renewsAt}, date_trunc('milliseconds', now()))` })
          .where(and(eq(panels.parentId, sql`current_panel_id()`), eq(panels.orderId, request.params.id)))
          .returning({ id: panels.id });
        if (!due) throw notFound("Child panel not found");
        await runPanelRenewals(app.db, app.panelDirectory, new Date());
        return { message: "The renewals ran." };
      },
    );
  }
}
