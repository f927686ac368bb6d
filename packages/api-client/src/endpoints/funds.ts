import { TOAST_MESSAGES } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";
import type { LedgerTransaction } from "../types/responses";

export interface TransactionsQuery {
  /** At most this many, newest first (1 to 500). */
  limit?: number;
}

/** Balance movements and deposits. */
export function fundsCalls(http: Http) {
  return {
    /** GET /transactions → a bare array (spec §7); fallback 'Failed to fetch transactions'. */
    transactions(query: TransactionsQuery = {}, options?: CallOptions) {
      return http.send<LedgerTransaction[]>(
        { method: "GET", url: "/transactions", params: query },
        TOAST_MESSAGES.fetchTransactionsFailed,
        options,
      );
    },
  };
}
