import type { AdminSettings } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { auditContext } from "../../../../services/admin/system-log";
import { panelCurrency } from "../../../../services/panels/currency";
import { errorResponses } from "../../../schemas";
import { adminSettingsSchema } from "../../settings/schema";
import { reportingCurrencyIn, settingsChangeSchema } from "./change";

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
    async (request) => {
      const { reporting_currency: reporting, ...change } = request.body;
      // The reporting rate is per unit of the panel's own currency, which needs none.
      const settled = reporting
        ? { reporting_currency: reportingCurrencyIn(reporting, await panelCurrency(app.db)) }
        : {};
      return app.settings.update(await auditContext(app.db, request), { ...change, ...settled });
    },
  );
}
