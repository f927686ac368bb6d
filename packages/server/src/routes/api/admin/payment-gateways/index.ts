import { GATEWAY_KEY_MESSAGE } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { auditContext, auditOutcome } from "../../../../services/admin/system-log";
import { describeGatewayKeys, readGatewayKeys, writeGatewayKeys } from "../../../../services/payments/gateway-keys";
import { errorResponses } from "../../../schemas";

/** A key as the gateway shows it; "" removes it (the service checks the form, one message per field). */
const key = z.string({ error: GATEWAY_KEY_MESSAGE }).max(300, GATEWAY_KEY_MESSAGE).optional();
const gateway = {
  type: "object",
  properties: { configured: { type: "boolean" }, key_last_four: { type: ["string", "null"] } },
} as const;
const answer = { type: "object", properties: { paystack: gateway, nowpayments: gateway } } as const;

/**
 * The panel's own card and crypto gateway keys (a child panel's customers pay the child through them; the main panel's
 * environment keys serve the main panel only). Answered by their last four characters only; changes are audited
 * without the keys.
 */
export default async function paymentGatewayRoutes(app: FastifyInstance) {
  app.get(
    "/admin/payment-gateways",
    {
      schema: {
        summary: "The panel's own gateway keys: whether each is set, by its last four characters",
        response: { 200: answer, ...errorResponses },
      },
    },
    async () => describeGatewayKeys(await readGatewayKeys(app.db)),
  );

  app.put(
    "/admin/payment-gateways",
    {
      schema: {
        summary:
          'Set the panel\'s own keys: {paystack_secret_key?, nowpayments_api_key?, nowpayments_ipn_secret?}; "" removes one',
        body: z.object({ paystack_secret_key: key, nowpayments_api_key: key, nowpayments_ipn_secret: key }),
        response: { 200: answer, ...errorResponses },
      },
    },
    async (request) =>
      auditOutcome(
        app.db,
        await auditContext(app.db, request),
        { action: "settings.payment_gateways", target: null },
        async () => describeGatewayKeys(await writeGatewayKeys(app.db, request.body)),
        (after) => ({ after }),
      ),
  );
}
