import { UPSTREAM_ORDER_ID_MESSAGE, upstreamOrderIdError } from "@smm/domain";
import { z } from "zod";
import { adminText, adminWhole } from "../../../../services/admin-input";
import { decimal } from "../../../schemas";

const str = { type: "string" } as const;
const int = { type: "integer" } as const;
const nullable = <T extends object>(schema: T) => ({ anyOf: [schema, { type: "null" }] }) as const;

/** One order in the "Needs attention" queue. */
export const attentionOrderSchema = {
  type: "object",
  properties: {
    id: int,
    userId: int,
    username: str,
    serviceId: int,
    serviceTitle: str,
    providerId: nullable(int),
    providerName: nullable(str),
    quantity: int,
    charge: decimal,
    status: str,
    createdAt: str,
    reason: { type: "string", enum: ["failed", "stuck", "unknown"] },
    detail: str,
  },
  required: [
    "id",
    "userId",
    "username",
    "serviceId",
    "serviceTitle",
    "quantity",
    "charge",
    "status",
    "reason",
    "detail",
  ],
} as const;

/** Send a failed order to another provider: which provider, and that provider's id for the service. */
export const reassignSchema = z.object({
  providerId: adminWhole("provider", 1),
  providerServiceId: adminText("provider's service id", 100),
});

/** The provider's order id for an order whose outcome was unknown (the rule of @smm/domain's upstreamOrderIdError). */
export const upstreamIdSchema = z.object({
  providerOrderId: adminText("provider's order id", 100).refine(
    (value) => upstreamOrderIdError(value) === undefined,
    UPSTREAM_ORDER_ID_MESSAGE,
  ),
});
