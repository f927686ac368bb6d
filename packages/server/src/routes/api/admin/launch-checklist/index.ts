import { LAUNCH_STEP_IDS } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { LaunchChecklistService } from "../../../../services/admin/launch-checklist";
import { errorResponses } from "../../../schemas";

const str = { type: "string" } as const;

const stepSchema = {
  type: "object",
  properties: {
    id: { type: "string", enum: [...LAUNCH_STEP_IDS] },
    title: str,
    done: { type: "boolean" },
    detail: { type: "string", description: "Done: what is in place; open: what is missing and how to fix it" },
    action: {
      anyOf: [{ type: "object", properties: { label: str, href: str }, required: ["label", "href"] }, { type: "null" }],
      description: "The admin screen (and section) that fixes it; null when none can (an environment variable)",
    },
  },
  required: ["id", "title", "done", "detail", "action"],
} as const;

const checklistSchema = {
  type: "object",
  properties: { steps: { type: "array", items: stepSchema }, ready: { type: "boolean" } },
  required: ["steps", "ready"],
} as const;

/**
 * The launch checklist of the admin dashboard. Staff roles as the domain's rule says (staffMayAccess): owners and
 * admins, who fix what it lists, and finance, who reads everything; the app asks for it for the first two only.
 */
export default async function launchChecklistRoutes(app: FastifyInstance) {
  const service = new LaunchChecklistService(app.db, app.settings, app.deposits, app.config);
  app.get(
    "/admin/launch-checklist",
    {
      schema: {
        summary: "What the panel still lacks before its launch, each step with the screen that fixes it",
        response: { 200: checklistSchema, ...errorResponses },
      },
    },
    async () => service.checklist(),
  );
}
