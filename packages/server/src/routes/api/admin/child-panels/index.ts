import { type AdminChildPanelQuery, adminChildPanelEndpoints, adminListQuery, CHILD_PANEL_STATUSES } from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { panels } from "../../../../db/schema";
import { notFound } from "../../../../errors";
import { runPanelRenewals } from "../../../../services/panels/renewal";
import { routeOf } from "../../../contract";
import { errorResponses } from "../../../schemas";
import { mainPanelOnly } from "../../child-panels";
import { adminChildPanelSchema, pageOf } from "../schemas";

const panelQuery = adminListQuery(["id", "created_at", "domain"], {
  status: z.enum(CHILD_PANEL_STATUSES),
});

/**
 * Child panel requests and their running panels (status change: PUT /admin/child-panels/:id/status, in the
 * child-panels routes), on the main panel only (mainPanelOnly); on a child panel, its own standing for its
 * owner's banner.
 */
export default async function childPanelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.route({
    ...routeOf(adminChildPanelEndpoints.standing),
    handler: async (request) => {
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
  });

  // Demo mode only (no real money moves there): lets the end-to-end tests and a demo move a month on at once.
  if (app.config.demo) {
    app.route({
      ...routeOf(adminChildPanelEndpoints.renewNow),
      onRequest: mainPanelOnly,
      handler: async (request) => {
        const [due] = await app.db
          .update(panels)
          .set({ renewsAt: sql`least(${panels.renewsAt}, date_trunc('milliseconds', now()))` })
          .where(and(eq(panels.parentId, sql`current_panel_id()`), eq(panels.orderId, request.params.id)))
          .returning({ id: panels.id });
        if (!due) throw notFound("Child panel not found");
        await runPanelRenewals(app.db, app.panelDirectory, new Date());
        return { message: "The renewals ran." };
      },
    });
  }
}
