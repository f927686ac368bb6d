import { LEGAL_PAGE_TITLES, LEGAL_PAGES, panelNameOr } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { MAIN_PANEL_ID } from "../../../db/panel-context";
import { notFound } from "../../../errors";
import { errorResponses } from "../../schemas";
import { legalPageSchema, publicSettingsSchema } from "./schema";

const legalPageParams = z.object({
  page: z.enum(LEGAL_PAGES, { error: `The page must be one of ${LEGAL_PAGES.join(", ")}.` }),
});

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

  app.get<{ Params: z.infer<typeof legalPageParams> }>(
    "/storefront/pages/:page",
    {
      schema: {
        summary:
          "A legal page of the panel (terms, privacy, refunds) as plain text; 404 while the operator left it empty",
        params: legalPageParams,
        response: { 200: legalPageSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page } = request.params;
      const body = (await app.settings.all()).legal_pages[page];
      if (body === "") throw notFound("This page does not exist.");
      // Public and the same for every visitor of the panel; a change shows within a minute.
      reply.header("cache-control", "public, max-age=60").header("vary", "host");
      return { page, title: LEGAL_PAGE_TITLES[page], body };
    },
  );
}
