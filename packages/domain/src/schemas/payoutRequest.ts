import { z } from "zod";
import type { DecimalString } from "../api/types";
import { PAYOUT_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput, toExactString } from "../money/decimal";
import { AFFILIATE_MIN_PAYOUT } from "../payments/affiliate";
import { requiredText } from "./rules";

/**
 * Payout request: at least the minimum payout (the spec's 2000 NGN unless the operator set another) and at most
 * what is available; build it with the current earnings.
 */
export function payoutRequestSchema(
  availableEarnings: DecimalString,
  minimumPayout: DecimalString = AFFILIATE_MIN_PAYOUT,
) {
  return z.object({
    amount: requiredText(M.amountRequired)
      .refine(isMoneyInput, { error: M.amountInvalid, abort: true })
      .refine((value) => isAtLeast(value, minimumPayout), M.amountBelowMinimumOf(toExactString(minimumPayout)))
      .refine((value) => isAtLeast(availableEarnings, value), M.amountAboveAvailable),
  });
}

export type PayoutRequestValues = z.output<ReturnType<typeof payoutRequestSchema>>;
