import { adminSystemEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { auditContext, auditOutcome } from "../../../../services/admin/system-log";
import { describeGatewayKeys, readGatewayKeys, writeGatewayKeys } from "../../../../services/payments/gateway-keys";
import { routeOf } from "../../../contract";

/**
 * The panel's own card and crypto gateway keys (a child panel's customers pay the child through them; the main panel's
 * environment keys serve the main panel only). Answered by their last four characters only; changes are audited
 * without the keys.
 */
export default async function paymentGatewayRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(adminSystemEndpoints.paymentGateways),
    handler: async () => describeGatewayKeys(await readGatewayKeys(app.db)),
  });
  app.route({
    ...routeOf(adminSystemEndpoints.savePaymentGateways),
    handler: async (request) =>
      auditOutcome(
        app.db,
        await auditContext(app.db, request),
        { action: "settings.payment_gateways", target: null },
        async () => describeGatewayKeys(await writeGatewayKeys(app.db, request.body)),
        (after) => ({ after }),
      ),
  });
}
