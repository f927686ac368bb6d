import type { apiKeyEndpoints, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

export const API_KEY_CALL_MESSAGES = {
  fetchFailed: "Failed to load your API key",
  generateFailed: "Failed to generate an API key",
} as const;

/** The answers' types come from the contract (type-only: no zod in the browser). */
type Endpoints = typeof apiKeyEndpoints;

/** The customer's reseller API key: described by its last four characters; a new one is shown once. */
export function apiKeyCalls(http: Http) {
  return {
    /** GET /api-key → `{exists, last_four?, created_at?, last_used_at?}` (never the key). */
    describe(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["describe"]>>(
        { method: "GET", url: "/api-key" },
        API_KEY_CALL_MESSAGES.fetchFailed,
        options,
      );
    },

    /** POST /api-key → `{key, last_four}`: the new key, which revokes the previous one. */
    generate(options?: CallOptions) {
      return http.send<ResponseOf<Endpoints["create"]>>(
        { method: "POST", url: "/api-key", data: {} },
        API_KEY_CALL_MESSAGES.generateFailed,
        options,
      );
    },
  };
}
