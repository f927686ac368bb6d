import type { AdminSettings } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { auditContext } from "../../../../services/admin/system-log";
import { errorResponses } from "../../../schemas";
import { adminSettingsSchema } from "../../settings/schema";
import { settingsChangeSchema } from "./change";

/** Every setting, public and operator-only; a change is validated field by field and audited. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  app.get(
    "/admin/settings",
    { schema: { summary: "All settings", response: { 200: adminSettingsSchema, ...errorResponses } } },
    async () => app.settings.all(),
  );

  app.put<{ Body: Partial<AdminSettings> }>(
    "/admin/settings",
    {
      schema: {
        summary: "Change any settings (422 names each bad field, e.g. currency_rates.USD)",
        body: settingsChangeSchema,
        response: { 200: adminSettingsSchema, ...errorResponses },
      },
    },
    async (request) => app.settings.update(await auditContext(app.db, request), request.body),
  );
}
