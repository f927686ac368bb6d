import { type InferType, object, string } from "yup";
import { ADD_FUNDS_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput } from "../money/decimal";
import { isPaymentMethodId, PAYMENT_METHOD_IDS, PAYMENT_METHODS } from "../payments/methods";
import { emptyStringToUndefined } from "./rules";

/** Add funds: a known method and an NGN amount of at least that method's minimum (spec §5). */
export const addFundsSchema = object({
  method: string()
    .transform(emptyStringToUndefined)
    .required(M.methodRequired)
    .oneOf(PAYMENT_METHOD_IDS, M.methodInvalid),
  amount: string()
    .trim()
    .required(M.amountRequired)
    .test("money", M.amountInvalid, (value) => value === undefined || isMoneyInput(value))
    .test("method-minimum", function checkMinimum(value) {
      const method: unknown = this.parent.method;
      // A bad format or an unknown method already has its own message.
      if (value === undefined || !isMoneyInput(value) || !isPaymentMethodId(method)) return true;
      const { minimum } = PAYMENT_METHODS[method];
      return isAtLeast(value, minimum) || this.createError({ message: M.amountBelowMinimum(minimum) });
    }),
});

export type AddFundsValues = InferType<typeof addFundsSchema>;
