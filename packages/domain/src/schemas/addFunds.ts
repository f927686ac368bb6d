import { z } from "zod";
import { ADD_FUNDS_MESSAGES as M } from "../messages";
import { type CurrencyCode, DEFAULT_CURRENCY } from "../money/currencies";
import { isAtLeast, isMoneyInput, toExactString } from "../money/decimal";
import {
  DEPOSIT_AMOUNT_MAX,
  isManualMethod,
  PAYMENT_METHOD_IDS,
  PAYMENT_METHOD_LIST,
  type PaymentMethod,
  type PaymentMethodId,
} from "../payments/methods";
import { emptyStringToUndefined, requiredText } from "./rules";

const addFundsFields = {
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
};

/**
 * The message when `amount` is below the minimum of `method` among the methods on offer (from Settings), if it is.
 * "2000.00" reads "2000" in the message, like the spec's "100 NGN". A method not on offer is the server's to say.
 */
export function amountBelowMinimum(
  method: string,
  amount: string,
  methods: readonly PaymentMethod[],
  currency: CurrencyCode = DEFAULT_CURRENCY,
): string | undefined {
  const offered = methods.find((candidate) => candidate.id === method);
  const minimum = offered && toExactString(offered.minimum);
  return minimum && !isAtLeast(amount, minimum) ? M.amountBelowMinimum(minimum, currency) : undefined;
}

interface AddFundsFieldValues {
  method: PaymentMethodId;
  amount: string;
  transfer_reference?: string | undefined;
}

/** The rules across fields: `methods`' minimums (none when empty), a transfer reference for bank transfers. */
function addFundsRules(methods: readonly PaymentMethod[], currency: CurrencyCode = DEFAULT_CURRENCY) {
  return (values: AddFundsFieldValues, context: z.RefinementCtx<AddFundsFieldValues>) => {
    const belowMinimum = amountBelowMinimum(values.method, values.amount, methods, currency);
    if (belowMinimum) context.addIssue({ code: "custom", path: ["amount"], message: belowMinimum });
    if (!isManualMethod(values.method)) return;
    if (!values.transfer_reference) {
      context.addIssue({ code: "custom", path: ["transfer_reference"], message: M.transferReferenceRequired });
    } else if (!TRANSFER_REFERENCE.test(values.transfer_reference)) {
      context.addIssue({ code: "custom", path: ["transfer_reference"], message: M.transferReferenceInvalid });
    }
  };
}

/** The transfer reference is kept for bank transfers only. */
function withoutStrayReference<Values extends AddFundsFieldValues>({ transfer_reference, ...values }: Values) {
  return { ...values, ...(isManualMethod(values.method) ? { transfer_reference } : {}) };
}

/**
 * Add funds: a known method and an amount in the panel's `currency` of at least that method's minimum (spec §5).
 * Built with the methods on offer, so the form and the server apply the operator's minimums from Settings alike.
 */
export function addFundsSchemaFor(methods: readonly PaymentMethod[], currency: CurrencyCode = DEFAULT_CURRENCY) {
  return z.object(addFundsFields).superRefine(addFundsRules(methods, currency)).transform(withoutStrayReference);
}

/**
 * A deposit request as the API takes it: the form's fields and rules without the minimums (the server reads them
 * from Settings when the deposit is made: `amountBelowMinimum`), plus the provider a client may name.
 */
export const depositRequestSchema = z
  .object({
    ...addFundsFields,
    provider: z
      .string({ error: M.providerUnavailable })
      .max(32, M.providerUnavailable)
      .optional()
      .describe(
        "sandbox (demo mode), paystack or nowpayments; default: the sandbox in demo mode, else the method's gateway",
      ),
  })
  .superRefine(addFundsRules([]))
  .transform(withoutStrayReference);

/** Letters and digits with a few separators banks allow: no control characters, nothing to inject. */
export const TRANSFER_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{2,63}$/;

/** The form with the spec's built-in methods. */
export const addFundsSchema = addFundsSchemaFor(PAYMENT_METHOD_LIST);

export type AddFundsValues = z.output<typeof addFundsSchema>;
export type DepositRequest = z.output<typeof depositRequestSchema>;
