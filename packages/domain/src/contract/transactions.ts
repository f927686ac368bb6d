/** The customer's transactions: the ledger rows of their balance, newest first. */
import { z } from "zod";
import { decimalText, isoDateTime, wholeNumberParam } from "./common";
import { endpoint } from "./endpoint";

export const transactionSchema = z.object({
  id: z.number().int(),
  date: isoDateTime,
  method: z.string().describe("How the money moved: a payment method's id, or the ledger's word (Order, Refund, …)"),
  amount: decimalText,
});
export type Transaction = z.output<typeof transactionSchema>;

/** A ledger row as listed: `kind` tells deposits, bonuses, order charges and refunds apart. */
export const ledgerTransactionSchema = transactionSchema.extend({ kind: z.string().optional() });

export const transactionEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/transactions",
    summary: "The customer's transactions (a bare array, as the spec's client reads it)",
    query: z.object({ limit: wholeNumberParam(1, 500).optional() }),
    response: z.array(ledgerTransactionSchema),
  }),
};
