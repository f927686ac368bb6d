import { TOAST_MESSAGES, type Transaction } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** Balance movements and deposits. */
export function fundsCalls(http: Http) {
  return {
    /** GET /transactions → a bare array (spec §7); fallback 'Failed to fetch transactions'. */
    transactions(options?: CallOptions) {
      return http.send<Transaction[]>(
        { method: "GET", url: "/transactions" },
        TOAST_MESSAGES.fetchTransactionsFailed,
        options,
      );
    },
  };
}
