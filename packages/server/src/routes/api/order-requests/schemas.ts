import { ORDER_REQUESTS_MAX_IDS } from "@smm/domain";
import { z } from "zod";

const requestView = {
  id: { type: "integer" },
  status: { type: "string" },
  created_at: { type: "string" },
} as const;

const requestOption = <Properties extends object>(properties: Properties, required: readonly string[]) =>
  ({
    type: "object",
    properties: {
      available: { type: "boolean", description: "Whether the customer can ask for it now" },
      latest: {
        type: ["object", "null"],
        description: "The latest request of this kind, or null when never asked",
        properties,
        required,
      },
    },
    required: ["available", "latest"],
  }) as const;

const refillOption = requestOption(requestView, ["id", "status", "created_at"]);

const cancelOption = requestOption(
  {
    ...requestView,
    reason: {
      type: ["string", "null"],
      description: "Why the cancel was rejected (the operator's or the provider's words); null unless rejected",
    },
  },
  ["id", "status", "created_at", "reason"],
);

/** Both requests of one order: what the order's row shows. */
export const orderRequestSummarySchema = {
  type: "object",
  properties: { order_id: { type: "integer" }, refill: refillOption, cancel: cancelOption },
  required: ["order_id", "refill", "cancel"],
} as const;

export const orderIdsQuery = z.object({
  order_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/)
    .describe(`Comma-separated order ids, at most ${ORDER_REQUESTS_MAX_IDS}`),
});
