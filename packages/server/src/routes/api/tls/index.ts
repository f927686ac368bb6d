import { tlsEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { normaliseHost } from "../../../services/panels/hosts";
import { routeOf } from "../../contract";

export const NOT_SERVED_MESSAGE = "No panel is served at this domain.";

/**
 * The question a reverse proxy with on-demand TLS asks before it requests a certificate for a host it has not seen
 * (Caddy's `on_demand_tls { ask … }`): 200 when the host is a domain or temporary address of a child panel this
 * server serves (active, suspended, or cancelled within its grace period: a closed panel still shows its page), 404
 * otherwise, so nobody can make the proxy request certificates for names that are not ours. The main panel's own
 * names (services/panels/hosts.ts) are never approved: they are the main panel's, whatever a panel row says. An approval
 * of a panel's own domain is recorded (its owner's "certificate in place": services/panels/access.ts).
 */
export default async function tlsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(tlsEndpoints.allowed),
    handler: async (request, reply) => {
      if (await app.panelDirectory.servesChildPanel(request.query.domain)) {
        // The proxy asks just before it requests the certificate: the owner's panel list reads this.
        await app.panelAccess.approved(normaliseHost(request.query.domain));
        return { allowed: true };
      }
      return reply.status(404).send({ message: NOT_SERVED_MESSAGE });
    },
  });
}
