/** The referral programme: a referral link's visits, the customer's link, numbers and payouts. */
import { z } from "zod";
import { payoutRequestBodySchema } from "../schemas/payoutRequest";
import { decimalText, isoDateTime } from "./common";
import { endpoint } from "./endpoint";

export const PAYOUT_STATUSES = ["Completed", "Pending", "Failed"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const payoutSchema = z.object({
  date: isoDateTime,
  amount: decimalText,
  status: z.enum(PAYOUT_STATUSES),
  transactionId: z.string(),
});
export type Payout = z.output<typeof payoutSchema>;

export const affiliateStatsSchema = z.object({
  visits: z.number().int(),
  registrations: z.number().int(),
  referrals: z.number().int(),
  conversionRate: decimalText.describe('Registrations per visit as a percentage, 2 decimals: "12.50"'),
  totalEarnings: decimalText,
  availableEarnings: decimalText,
});
export type AffiliateStats = z.output<typeof affiliateStatsSchema>;

export const affiliateOverviewSchema = z.object({
  referral_code: z.string(),
  referral_link: z.string().describe("The sign-up link to share: `<panel>/signup?ref=<code>`"),
  minimum_payout: decimalText,
  stats: affiliateStatsSchema,
  payouts: z.array(payoutSchema),
});
export type AffiliateOverview = z.output<typeof affiliateOverviewSchema>;

export const affiliateEndpoints = {
  recordVisit: endpoint({
    method: "POST",
    path: "/affiliate/visits",
    summary: "Count a visit of a referral link (public)",
    body: z.object({ code: z.string().max(64).describe("The referrer's code from the link's `?ref=`") }),
    response: z.null().describe("Counted (a code nobody has is ignored)"),
    status: 202,
  }),
  overview: endpoint({
    method: "GET",
    path: "/affiliate",
    summary: "Referral link, stats and payout history",
    response: affiliateOverviewSchema,
  }),
  requestPayout: endpoint({
    method: "POST",
    path: "/affiliate/payouts",
    summary: "Request a payout (≥ the minimum payout, 2000 NGN on the main panel; ≤ available earnings)",
    body: payoutRequestBodySchema,
    response: payoutSchema,
    status: 201,
  }),
};
