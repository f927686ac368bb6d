import { type AdminChildPanelQuery, CHILD_PANEL_STATUSES } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { errorResponses } from "../../../schemas";
import { adminChildPanelSchema, listQuery, pageOf } from "../schemas";

const panelQuery = listQuery(["id", "created_at", "domain"], {
  status: z.enum(CHILD_PANEL_STATUSES),
});

/** Child panel requests; the status change is PUT /admin/child-panels/:id/status (child-panels routes). */
export default async function childPanelRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminChildPanelQuery }>(
    "/admin/child-panels",
    {
      schema: {
        summary: "Child panel requests and panels, paged",
        querystring: panelQuery,
        response: { 200: pageOf(adminChildPanelSchema), ...errorResponses },
      },
    },
    async (request) => app.adminChildPanels.list(request.query),
  );
}
