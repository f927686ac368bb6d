import { type InferType, object, string } from "yup";
import type { DecimalString } from "../api/types";
import { PAYOUT_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput, toExactString } from "../money/decimal";
import { AFFILIATE_MIN_PAYOUT } from "../payments/affiliate";

/**
 * Payout request: at least the minimum payout (the spec's 2000 NGN unless the operator set another) and at most
 * what is available; build it with the current earnings.
 */
export function payoutRequestSchema(
  availableEarnings: DecimalString,
  minimumPayout: DecimalString = AFFILIATE_MIN_PAYOUT,
) {
  const belowMinimum = M.amountBelowMinimumOf(toExactString(minimumPayout));
  return object({
    amount: string()
      .trim()
      .required(M.amountRequired)
      .test("money", M.amountInvalid, (value) => value === undefined || isMoneyInput(value))
      .test("minimum", belowMinimum, (value) => !isMoneyInput(value) || isAtLeast(value, minimumPayout))
      .test(
        "available",
        M.amountAboveAvailable,
        (value) => !isMoneyInput(value) || isAtLeast(availableEarnings, value),
      ),
  });
}

export type PayoutRequestValues = InferType<ReturnType<typeof payoutRequestSchema>>;
