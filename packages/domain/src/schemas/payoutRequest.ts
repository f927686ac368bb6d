import { type InferType, object, string } from "yup";
import type { DecimalString } from "../api/types";
import { PAYOUT_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput } from "../money/decimal";
import { AFFILIATE_MIN_PAYOUT } from "../payments/affiliate";

/** Payout request: at least the 2000 NGN minimum and at most what is available; build it with the current earnings. */
export function payoutRequestSchema(availableEarnings: DecimalString) {
  return object({
    amount: string()
      .trim()
      .required(M.amountRequired)
      .test("money", M.amountInvalid, (value) => value === undefined || isMoneyInput(value))
      .test("minimum", M.amountBelowMinimum, (value) => !isMoneyInput(value) || isAtLeast(value, AFFILIATE_MIN_PAYOUT))
      .test(
        "available",
        M.amountAboveAvailable,
        (value) => !isMoneyInput(value) || isAtLeast(availableEarnings, value),
      ),
  });
}

export type PayoutRequestValues = InferType<ReturnType<typeof payoutRequestSchema>>;
