import { z } from "zod";
import type { DecimalString } from "../api/types";
import { PAYOUT_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput, toExactString } from "../money/decimal";
import { AFFILIATE_MIN_PAYOUT } from "../payments/affiliate";
import { requiredText } from "./rules";

/** A payout request's shape, whatever the earnings: an amount of money (what the server's route validates). */
export const payoutRequestBodySchema = z.object({
  amount: requiredText(M.amountRequired).refine(isMoneyInput, { error: M.amountInvalid, abort: true }),
});

/**
 * What stops a payout of `amount`: less than the minimum payout (the spec's 2000 NGN unless the operator set
 * another), more than what is available. Every message that applies, in that order; none when it can be paid.
 */
export function payoutLimitErrors(
  amount: string,
  availableEarnings: DecimalString,
  minimumPayout: DecimalString = AFFILIATE_MIN_PAYOUT,
): string[] {
  return [
    ...(isAtLeast(amount, minimumPayout) ? [] : [M.amountBelowMinimumOf(toExactString(minimumPayout))]),
    ...(isAtLeast(availableEarnings, amount) ? [] : [M.amountAboveAvailable]),
  ];
}

/** Payout request form: the shape and the limits; build it with the current earnings. */
export function payoutRequestSchema(
  availableEarnings: DecimalString,
  minimumPayout: DecimalString = AFFILIATE_MIN_PAYOUT,
) {
  return payoutRequestBodySchema.superRefine(({ amount }, context) => {
    for (const message of payoutLimitErrors(amount, availableEarnings, minimumPayout)) {
      context.addIssue({ code: "custom", path: ["amount"], message });
    }
  });
}

export type PayoutRequestValues = z.output<typeof payoutRequestBodySchema>;
