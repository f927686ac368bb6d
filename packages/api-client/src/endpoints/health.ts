import type { healthEndpoints, ResponseOf } from "@smm/domain";
import type { CallOptions } from "../http/callOptions";
import type { Http } from "../http/createHttp";

/** The server and its database up (the contract's type; a 503 rejects instead). */
export type HealthStatus = ResponseOf<typeof healthEndpoints.check>;

export const HEALTH_FAILED_MESSAGE = "The server is not reachable";

export function healthCalls(http: Http) {
  return {
    /** GET /health → liveness and database check; a 503 rejects with `status` 503. */
    check(options?: CallOptions) {
      return http.send<HealthStatus>(
        { method: "GET", url: "/health", authSession: "none" },
        HEALTH_FAILED_MESSAGE,
        options,
      );
    },
  };
}
