import type { AddFundsValues, depositEndpoints, PaymentProviderName, ResponseOf } from "@smm/domain";
import { TOAST_MESSAGES } from "@smm/domain";
import type { CallOptions, IdempotentCallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { LedgerTransaction } from "../types/responses";

/** The deposits' answer types come from the contract; only its types are imported, so no zod reaches the browser. */
type Deposits = typeof depositEndpoints;

export interface TransactionsQuery {
  /** At most this many, newest first (1 to 500). */
  limit?: number;
}

export interface DepositListQuery {
  page?: number;
  /** 1 to 100; 10 by default. */
  per_page?: number;
}

export interface DepositPayload {
  method: AddFundsValues["method"];
  /** NGN, as typed: a decimal string of at least the method's minimum. */
  amount: string;
  /** Bank transfers: the reference the customer wrote on the transfer. */
  transfer_reference?: string;
  /** Defaults to the sandbox in demo mode, otherwise to the method's gateway. */
  provider?: PaymentProviderName;
}

export const FUNDS_MESSAGES = {
  depositFailed: "Failed to start the payment",
  fetchDepositFailed: "Failed to fetch the payment",
  fetchDepositsFailed: "Failed to fetch your deposits",
  confirmDepositFailed: "Failed to confirm the payment",
} as const;

const depositPath = (reference: string) => `/deposits/${encodeURIComponent(reference)}`;

/** Balance movements and deposits. */
export function fundsCalls(http: Http) {
  return {
    /** GET /transactions → a bare array, newest first (spec §7); fallback 'Failed to fetch transactions'. */
    transactions(query: TransactionsQuery = {}, options?: CallOptions) {
      return http.send<LedgerTransaction[]>(
        { method: "GET", url: "/transactions", params: query },
        TOAST_MESSAGES.fetchTransactionsFailed,
        options,
      );
    },

    /**
     * POST /deposits → a pending deposit with its `checkout_url`; send the customer there. Takes the
     * submission's Idempotency-Key so a retried Pay Now starts one payment, not two.
     */
    createDeposit({ method, amount, transfer_reference, provider }: DepositPayload, options: IdempotentCallOptions) {
      const data = {
        method,
        amount,
        ...(transfer_reference ? { transfer_reference } : {}),
        ...(provider ? { provider } : {}),
      };
      return http.send<ResponseOf<Deposits["create"]>>(
        { method: "POST", url: "/deposits", data },
        FUNDS_MESSAGES.depositFailed,
        options,
      );
    },

    /**
     * GET /deposits → one page of the customer's own deposits, newest first, each with its status: a bank transfer
     * waiting for the operator or rejected shows here, not in the transactions (no money moved).
     */
    deposits(query: DepositListQuery = {}, options?: CallOptions) {
      return http.send<ResponseOf<Deposits["list"]>>(
        { method: "GET", url: "/deposits", params: { ...query } },
        FUNDS_MESSAGES.fetchDepositsFailed,
        options,
      );
    },

    /** GET /deposits/:reference → the deposit's status (after the provider sends the customer back). */
    deposit(reference: string, options?: CallOptions) {
      return http.send<ResponseOf<Deposits["get"]>>(
        { method: "GET", url: depositPath(reference) },
        FUNDS_MESSAGES.fetchDepositFailed,
        options,
      );
    },

    /** POST /deposits/:reference/confirm: demo mode's sandbox checkout; credits the balance once (404 otherwise). */
    confirmSandboxDeposit(reference: string, options?: CallOptions) {
      return http.send<ResponseOf<Deposits["confirmSandbox"]>>(
        { method: "POST", url: `${depositPath(reference)}/confirm`, data: {} },
        FUNDS_MESSAGES.confirmDepositFailed,
        options,
      );
    },
  };
}
