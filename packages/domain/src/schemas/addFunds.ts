import { z } from "zod";
import { ADD_FUNDS_MESSAGES as M } from "../messages";
import { isAtLeast, isMoneyInput, toExactString } from "../money/decimal";
import {
  DEPOSIT_AMOUNT_MAX,
  isManualMethod,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LIST,
  type PaymentMethod,
} from "../payments/methods";
import { emptyStringToUndefined, requiredText } from "./rules";

/**
 * Add funds: a known method and an NGN amount of at least that method's minimum (spec §5). Built with the methods
 * on offer, so the form and the server apply the operator's minimums from Settings alike.
 */
export function addFundsSchemaFor(methods: readonly PaymentMethod[]) {
  return z
    .object({
      method: z.preprocess(
        emptyStringToUndefined,
        z.enum(PAYMENT_METHOD_IDS, {
          error: (issue) => (issue.input === undefined ? M.methodRequired : M.methodInvalid),
        }),
      ),
      amount: requiredText(M.amountRequired)
        .refine(isMoneyInput, { error: M.amountInvalid, abort: true })
        .refine((value) => isAtLeast(DEPOSIT_AMOUNT_MAX, value), M.amountAboveMaximum(DEPOSIT_AMOUNT_MAX)),
      // Bank transfers only: what the customer wrote on the transfer, so the operator can find it on the statement.
      transfer_reference: z.string().trim().optional(),
    })
    .superRefine((values, context) => {
      const method = methods.find((candidate) => candidate.id === values.method);
      // "2000.00" reads "2000" in the message, like the spec's "100 NGN". A method not on offer is the server's.
      const minimum = method && toExactString(method.minimum);
      if (minimum && !isAtLeast(values.amount, minimum)) {
        context.addIssue({ code: "custom", path: ["amount"], message: M.amountBelowMinimum(minimum) });
      }
      if (!isManualMethod(values.method)) return;
      if (!values.transfer_reference) {
        context.addIssue({ code: "custom", path: ["transfer_reference"], message: M.transferReferenceRequired });
      } else if (!TRANSFER_REFERENCE.test(values.transfer_reference)) {
        context.addIssue({ code: "custom", path: ["transfer_reference"], message: M.transferReferenceInvalid });
      }
    })
    .transform(({ transfer_reference, ...values }) => ({
      ...values,
      ...(isManualMethod(values.method) ? { transfer_reference } : {}),
    }));
}

/** Letters and digits with a few separators banks allow: no control characters, nothing to inject. */
export const TRANSFER_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{2,63}$/;

/** The form with the spec's built-in methods. */
export const addFundsSchema = addFundsSchemaFor(PAYMENT_METHOD_LIST);

export type AddFundsValues = z.output<typeof addFundsSchema>;
