/**
 * The domain's form rules with the operator's numbers (Settings) in place of the built-in defaults: deposit
 * minimums per method and the affiliate payout minimum. Messages are the domain's, worded with the live value.
 */
import {
  ADD_FUNDS_MESSAGES,
  addFundsSchema,
  isAtLeast,
  isMoneyInput,
  PAYOUT_MESSAGES,
  type PaymentMethodSettings,
  toDecimal,
} from "@smm/domain";
import { object, string } from "yup";

/** "2000.00" → "2000", "0.50" → "0.5": amounts in messages read like the spec's ("2000 NGN"). */
const plain = (amount: string) => toDecimal(amount).toString();

export function addFundsSchemaWith(methods: readonly PaymentMethodSettings[]) {
  return addFundsSchema.shape({
    amount: string()
      .trim()
      .required(ADD_FUNDS_MESSAGES.amountRequired)
      .test("money", ADD_FUNDS_MESSAGES.amountInvalid, (value) => value === undefined || isMoneyInput(value))
      .test("method-minimum", function checkMinimum(value) {
        const method = methods.find((entry) => entry.id === this.parent.method);
        if (value === undefined || !isMoneyInput(value) || !method) return true;
        return (
          isAtLeast(value, method.min_amount) ||
          this.createError({ message: ADD_FUNDS_MESSAGES.amountBelowMinimum(plain(method.min_amount)) })
        );
      }),
  });
}

export function payoutSchemaWith(minimumPayout: string, availableEarnings: string) {
  const belowMinimum = PAYOUT_MESSAGES.amountBelowMinimum.replace(/\d+(\.\d+)?/, plain(minimumPayout));
  return object({
    amount: string()
      .trim()
      .required(PAYOUT_MESSAGES.amountRequired)
      .test("money", PAYOUT_MESSAGES.amountInvalid, (value) => value === undefined || isMoneyInput(value))
      .test("minimum", belowMinimum, (value) => !isMoneyInput(value) || isAtLeast(value, minimumPayout))
      .test(
        "available",
        PAYOUT_MESSAGES.amountAboveAvailable,
        (value) => !isMoneyInput(value) || isAtLeast(availableEarnings, value),
      ),
  });
}
