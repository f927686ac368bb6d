/** The on-demand TLS question a reverse proxy asks before it requests a certificate for a host it has not seen. */
import { z } from "zod";
import { endpoint } from "./endpoint";

export const tlsEndpoints = {
  allowed: endpoint({
    method: "GET",
    path: "/tls/allowed",
    summary: "Whether a certificate may be issued for a domain (on-demand TLS)",
    query: z.object({
      domain: z
        .string({ error: "The domain is required." })
        .trim()
        .min(1, "The domain is required.")
        .max(253, "The domain is too long."),
    }),
    response: z.object({ allowed: z.boolean() }),
  }),
};
