import { panelNameOr } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { MAIN_PANEL_ID } from "../../../db/panel-context";
import { errorResponses } from "../../schemas";
import { publicSettingsSchema } from "./schema";

/**
 * The panel's public settings: display-currency rates, banner, maintenance, payment and affiliate rules. Only the
 * payment methods a customer can pay with now are listed (a gateway configured, bank details set, or demo mode).
 */
export default async function settingsRoutes(app: FastifyInstance) {
  app.get(
    "/settings",
    {
      schema: {
        summary: "Public settings of the panel (no session needed)",
        response: { 200: publicSettingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const [settings, gateways, sales] = await Promise.all([
        app.settings.public(),
        app.deposits.gateways(),
        app.childPanels.salesOpen(),
      ]);
      const payable = settings.payment_methods.filter((method) => app.deposits.offers(method.id, settings, gateways));
      return {
        ...settings,
        // Until the operator names the panel, it is shown by its host name.
        site_name: panelNameOr(settings.site_name, request.hostname),
        payment_methods: payable,
        demo: app.deposits.demo,
        sells_child_panels: sales,
        main_panel: request.panel.id === MAIN_PANEL_ID,
        currency: request.panel.currency,
      };
    },
  );
}
