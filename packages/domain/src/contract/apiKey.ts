/** The customer's reseller API key: described by its last four characters, replaced by a new one shown once. */
import { z } from "zod";
import { isoDateTime } from "./common";
import { endpoint } from "./endpoint";

/** GET /api/api-key: never the key itself; the rest is absent while the customer has no key. */
export const apiKeyInfoSchema = z.object({
  exists: z.boolean(),
  last_four: z.string().optional(),
  created_at: isoDateTime.optional(),
  last_used_at: isoDateTime.nullable().optional(),
});
export type ApiKeyInfo = z.output<typeof apiKeyInfoSchema>;

/** POST /api/api-key: the new key, shown once. */
export const newApiKeySchema = z.object({ key: z.string(), last_four: z.string() });
export type NewApiKey = z.output<typeof newApiKeySchema>;

export const apiKeyEndpoints = {
  describe: endpoint({
    method: "GET",
    path: "/api-key",
    summary: "Whether the customer has an API key (never the key itself)",
    response: apiKeyInfoSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/api-key",
    summary: "Create a new API key (replaces the old one; shown once)",
    response: newApiKeySchema,
    status: 201,
  }),
};
