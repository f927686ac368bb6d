import { type PayoutRequestValues, payoutRequestBodySchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { customerId } from "../../../plugins/app/auth";
import { IDEMPOTENCY_HEADER, readIdempotencyKey, runIdempotent } from "../../../services/idempotency";
import { siteUrlOf } from "../../../site-url";
import { decimal, errorResponses } from "../../schemas";

const visitBody = z.object({ code: z.string().max(64).describe("The referrer's code from the link's `?ref=`") });

const payoutSchema = {
  type: "object",
  properties: {
    date: { type: "string" },
    amount: decimal,
    status: { type: "string" },
    transactionId: { type: "string" },
  },
} as const;

export default async function affiliateRoutes(app: FastifyInstance) {
  app.post<{ Body: z.output<typeof visitBody> }>(
    "/affiliate/visits",
    {
      config: { rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        summary: "Count a visit of a referral link (public)",
        body: visitBody,
        response: { 202: { type: "null", description: "Counted (a code nobody has is ignored)" }, ...errorResponses },
      },
    },
    async (request, reply) => {
      await app.affiliate.recordVisit(request.body.code);
      return reply.status(202).send();
    },
  );

  app.get(
    "/affiliate",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "Referral link, stats and payout history",
        response: {
          200: {
            type: "object",
            properties: {
              referral_code: { type: "string" },
              referral_link: { type: "string" },
              minimum_payout: decimal,
              stats: {
                type: "object",
                properties: {
                  visits: { type: "integer" },
                  registrations: { type: "integer" },
                  referrals: { type: "integer" },
                  conversionRate: decimal,
                  totalEarnings: decimal,
                  availableEarnings: decimal,
                },
              },
              payouts: { type: "array", items: payoutSchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.affiliate.overview(customerId(request), siteUrlOf(request, app.config)),
  );

  app.post<{ Body: PayoutRequestValues }>(
    "/affiliate/payouts",
    {
      preValidation: app.requireCustomer,
      schema: {
        summary: "Request a payout (≥ the minimum payout, 2000 NGN on the main panel; ≤ available earnings)",
        body: payoutRequestBodySchema,
        response: { 201: payoutSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const userId = customerId(request);
      const outcome = await runIdempotent(
        app.db,
        { userId, scope: "payout", key: readIdempotencyKey(request.headers[IDEMPOTENCY_HEADER]), body: request.body },
        async (tx) => ({ status: 201, body: await app.affiliate.requestPayout(tx, userId, request.body) }),
      );
      return reply.status(outcome.status as 201).send(outcome.body);
    },
  );
}
