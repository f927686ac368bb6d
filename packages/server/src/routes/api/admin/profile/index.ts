import { operatorPasswordChangeSchema } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../../../errors";
import { UNAUTHENTICATED_MESSAGE } from "../../../../plugins/app/auth";
import { errorResponses, idParams, messageResponse } from "../../../schemas";
import { adminSessionSchema } from "../schemas";

function operator(request: FastifyRequest) {
  if (request.principal?.kind !== "admin") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.principal;
}

/** The signed-in operator's password and sessions. */
export default async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.put(
    "/admin/password",
    {
      schema: {
        summary: "Change the operator's password (other sessions end)",
        body: operatorPasswordChangeSchema,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, sessionId } = operator(request);
      request.audited = true;
      return app.adminProfile.changePassword(id, sessionId, request.body, request.ip);
    },
  );

  app.get(
    "/admin/sessions",
    {
      schema: {
        summary: "The operator's live sessions",
        response: {
          200: { type: "object", properties: { data: { type: "array", items: adminSessionSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { id, sessionId } = operator(request);
      return app.adminProfile.sessions(id, sessionId);
    },
  );

  app.delete(
    "/admin/sessions",
    {
      schema: {
        summary: "Sign out every session of the operator but this one",
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, sessionId } = operator(request);
      request.audited = true;
      return app.adminProfile.revokeOtherSessions(id, sessionId, request.ip);
    },
  );

  app.delete<{ Params: { id: number } }>(
    "/admin/sessions/:id",
    {
      schema: {
        summary: "Sign one of the operator's sessions out",
        params: idParams,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => {
      request.audited = true;
      return app.adminProfile.revokeSession(operator(request).id, request.params.id, request.ip);
    },
  );
}
