import { adminProfileEndpoints } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../../../errors";
import { UNAUTHENTICATED_MESSAGE } from "../../../../plugins/app/auth";
import { routeOf } from "../../../contract";

function operator(request: FastifyRequest) {
  if (request.principal?.kind !== "admin") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.principal;
}

/** The signed-in operator's password and sessions. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(adminProfileEndpoints.changePassword),
    handler: async (request) => {
      const { id, sessionId } = operator(request);
      request.audited = true;
      return app.adminProfile.changePassword(id, sessionId, request.body, request.ip);
    },
  });

  app.route({
    ...routeOf(adminProfileEndpoints.sessions),
    handler: async (request) => {
      const { id, sessionId } = operator(request);
      return app.adminProfile.sessions(id, sessionId);
    },
  });

  app.route({
    ...routeOf(adminProfileEndpoints.revokeOtherSessions),
    handler: async (request) => {
      const { id, sessionId } = operator(request);
      request.audited = true;
      return app.adminProfile.revokeOtherSessions(id, sessionId, request.ip);
    },
  });

  app.route({
    ...routeOf(adminProfileEndpoints.revokeSession),
    handler: async (request) => {
      request.audited = true;
      return app.adminProfile.revokeSession(operator(request).id, request.params.id, request.ip);
    },
  });
}
