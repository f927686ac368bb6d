/** The customer's deposits: starting one through a payment provider, their list and status, the demo's sandbox. */
import { z } from "zod";
import { DEPOSIT_STATUSES } from "../api/adminDeposits";
import { PAYMENT_METHOD_IDS } from "../payments/methods";
import { depositRequestSchema } from "../schemas/addFunds";
import { customerPageSchema, decimalText, isoDateTime, wholeNumberParam } from "./common";
import { endpoint } from "./endpoint";

/** sandbox: demo mode only, moves no money; bank_transfer: an operator approves it. */
export const PAYMENT_PROVIDER_NAMES = ["sandbox", "paystack", "nowpayments", "bank_transfer"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

/** A deposit (a payment taken through a provider); `amount` and `bonus` are fixed when it starts. */
export const depositSchema = z.object({
  reference: z.string(),
  provider: z.enum(PAYMENT_PROVIDER_NAMES),
  method: z.enum(PAYMENT_METHOD_IDS),
  amount: decimalText,
  bonus: decimalText,
  status: z.enum(DEPOSIT_STATUSES),
  created_at: isoDateTime,
  /** Bank transfers: the reference the customer used, for the operator to find the payment. */
  transfer_reference: z.string().optional(),
  /** Where to send the customer to pay; present when the deposit is created (not for a bank transfer). */
  checkout_url: z.string().optional(),
});
export type Deposit = z.output<typeof depositSchema>;

/** POST /deposits/:reference/confirm (sandbox): `credited` is false when it had already been credited. */
export const depositConfirmationSchema = z.object({
  credited: z.boolean(),
  deposit: depositSchema,
  balance: decimalText,
});
export type DepositConfirmation = z.output<typeof depositConfirmationSchema>;

const referenceParams = z.object({ reference: z.string().regex(/^[A-Z]{3}-[0-9A-F]{24}$/) });

export const depositEndpoints = {
  create: endpoint({
    method: "POST",
    path: "/deposits",
    summary: "Start a deposit: method, amount (the panel's currency), transfer_reference (bank transfers), provider",
    body: depositRequestSchema,
    status: 201,
    response: depositSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/deposits",
    summary: "The customer's own deposits, newest first, with their status (pending, completed, failed)",
    query: z.object({ page: wholeNumberParam(1, 100_000).optional(), per_page: wholeNumberParam(1, 100).optional() }),
    response: customerPageSchema(depositSchema),
  }),
  get: endpoint({
    method: "GET",
    path: "/deposits/:reference",
    summary: "A deposit's status",
    params: referenceParams,
    response: depositSchema,
  }),
  confirmSandbox: endpoint({
    method: "POST",
    path: "/deposits/:reference/confirm",
    summary: "Demo mode only: the sandbox checkout's confirmation credits the balance (once); 404 otherwise",
    params: referenceParams,
    response: depositConfirmationSchema,
  }),
};
