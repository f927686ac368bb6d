import type { FastifyInstance } from "fastify";
import { publicSettingsSchema } from "./schema";

/** The panel's public settings: display-currency rates, banner, maintenance, payment and affiliate rules. */
export default async function settingsRoutes(app: FastifyInstance) {
  app.get(
    "/settings",
    {
      schema: {
        summary: "Public settings of the panel (no session needed)",
        response: { 200: publicSettingsSchema },
      },
    },
    async () => app.settings.public(),
  );
}
