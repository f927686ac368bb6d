import type { affiliateEndpoints, ResponseOf } from "@smm/domain";
import type { CallOptions, IdempotentCallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The answers' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof affiliateEndpoints;

export const AFFILIATE_CALL_MESSAGES = {
  recordVisitFailed: "Failed to record the referral visit",
  fetchFailed: "Failed to fetch affiliate data",
  payoutFailed: "Failed to request the payout",
} as const;

/** The referral programme. */
export function affiliateCalls(http: Http) {
  return {
    /** POST /affiliate/visits (public): counts a visit of a referral link; the sign-up page calls it with `?ref=`. */
    async recordVisit(code: string, options?: CallOptions): Promise<void> {
      await http.send<ResponseOf<Endpoints["recordVisit"]>>(
        { method: "POST", url: "/affiliate/visits", data: { code }, authSession: "none" },
        AFFILIATE_CALL_MESSAGES.recordVisitFailed,
        options,
      );
    },

    /** GET /affiliate → referral link, stats and payout history. */
    overview(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["overview"]>>(
        { method: "GET", url: "/affiliate" },
        AFFILIATE_CALL_MESSAGES.fetchFailed,
        options,
      );
    },

    /** POST /affiliate/payouts `{amount}` (at least 2000 NGN, at most what is available) → the payout. */
    requestPayout(amount: string, options: IdempotentCallOptions) {
      return http.send<ResponseOf<Endpoints["requestPayout"]>>(
        { method: "POST", url: "/affiliate/payouts", data: { amount } },
        AFFILIATE_CALL_MESSAGES.payoutFailed,
        options,
      );
    },
  };
}
