import { type InferType, object, string } from "yup";
import { ADD_FUNDS_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput, toExactString } from "../money/decimal";
import {
  DEPOSIT_AMOUNT_MAX,
  isManualMethod,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LIST,
  type PaymentMethod,
} from "../payments/methods";
import { emptyStringToUndefined } from "./rules";

/**
 * Add funds: a known method and an NGN amount of at least that method's minimum (spec §5). Built with the methods
 * on offer, so the form and the server apply the operator's minimums from Settings alike.
 */
export function addFundsSchemaFor(methods: readonly PaymentMethod[]) {
  return object({
    method: string()
      .transform(emptyStringToUndefined)
      .required(M.methodRequired)
      .oneOf(PAYMENT_METHOD_IDS, M.methodInvalid),
    amount: string()
      .trim()
      .required(M.amountRequired)
      .test("money", M.amountInvalid, (value) => value === undefined || isMoneyInput(value))
      .test("method-minimum", function checkMinimum(value) {
        const method = methods.find((candidate) => candidate.id === this.parent.method);
        // A bad format or a method not on offer already has its own message.
        if (value === undefined || !isMoneyInput(value) || !method) return true;
        // "2000.00" reads "2000" in the message, like the spec's "100 NGN".
        const minimum = toExactString(method.minimum);
        return isAtLeast(value, minimum) || this.createError({ message: M.amountBelowMinimum(minimum) });
      })
      .test(
        "deposit-maximum",
        M.amountAboveMaximum(DEPOSIT_AMOUNT_MAX),
        (value) => value === undefined || !isMoneyInput(value) || isAtLeast(DEPOSIT_AMOUNT_MAX, value),
      ),
    // Bank transfers only: what the customer wrote on the transfer, so the operator can find it on the statement.
    transfer_reference: string()
      .trim()
      .when("method", ([method], schema) =>
        isManualMethod(method)
          ? schema.required(M.transferReferenceRequired).matches(TRANSFER_REFERENCE, M.transferReferenceInvalid)
          : schema.strip(),
      ),
  });
}

/** Letters and digits with a few separators banks allow: no control characters, nothing to inject. */
export const TRANSFER_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{2,63}$/;

/** The form with the spec's built-in methods. */
export const addFundsSchema = addFundsSchemaFor(PAYMENT_METHOD_LIST);

export type AddFundsValues = InferType<typeof addFundsSchema>;
