import type { FastifyInstance } from "fastify";
import { auditContext } from "../../../../services/admin/system-log";
import { anyObjectBody, errorResponses } from "../../../schemas";
import { adminSettingsSchema } from "../../settings/schema";

/** Every setting, public and operator-only; a change is validated field by field and audited. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  app.get(
    "/admin/settings",
    { schema: { summary: "All settings", response: { 200: adminSettingsSchema, ...errorResponses } } },
    async () => app.settings.all(),
  );

  app.put(
    "/admin/settings",
    {
      schema: {
        summary: "Change any settings (422 names each bad field, e.g. currency_rates.USD)",
        body: anyObjectBody,
        response: { 200: adminSettingsSchema, ...errorResponses },
      },
    },
    async (request) => app.settings.update(await auditContext(app.db, request), request.body),
  );
}
