/** The liveness check: the server answers, and whether it reaches its database. */
import { z } from "zod";
import { endpoint } from "./endpoint";

export const healthEndpoints = {
  check: endpoint({
    method: "GET",
    path: "/health",
    summary: "Liveness and database check",
    response: z.object({ status: z.literal("ok"), database: z.literal("ok") }),
    // The server is up but its database is not: the answer a load balancer takes the instance out on.
    otherResponses: { 503: z.object({ status: z.literal("error"), database: z.literal("unreachable") }) },
  }),
};
