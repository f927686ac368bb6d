import { adminTwoFactorEndpoints } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../../../errors";
import { UNAUTHENTICATED_MESSAGE } from "../../../../plugins/app/auth";
import { readTwoFactorRequirement, setTwoFactorRequirement } from "../../../../services/two-factor-requirement";
import { routeOf } from "../../../contract";

function operatorId(request: FastifyRequest): number {
  return operatorSession(request).id;
}

/** The operator and the session making the request. */
function operatorSession(request: FastifyRequest) {
  if (request.principal?.kind !== "admin") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  // These routes write their own security log rows, without the codes.
  request.audited = true;
  return request.principal;
}

/** The signed-in operator's own two-factor sign-in (any role: `two-factor` is an own-account area). */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(adminTwoFactorEndpoints.status),
    handler: async (request) => app.twoFactor.status(operatorId(request)),
  });

  app.route({
    ...routeOf(adminTwoFactorEndpoints.setup),
    handler: async (request) => app.twoFactor.setup(operatorId(request)),
  });

  const codeRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };
  app.route({
    ...routeOf(adminTwoFactorEndpoints.enable),
    config: codeRateLimit,
    handler: async (request) => {
      const { id, sessionId } = operatorSession(request);
      return app.twoFactor.enable(id, sessionId, request.body, request.ip);
    },
  });

  app.route({
    ...routeOf(adminTwoFactorEndpoints.replaceRecoveryCodes),
    config: codeRateLimit,
    handler: async (request) =>
      app.twoFactor.regenerateRecoveryCodes(operatorId(request), request.body.code, request.ip),
  });

  app.route({
    ...routeOf(adminTwoFactorEndpoints.disable),
    config: codeRateLimit,
    handler: async (request) => app.twoFactor.disable(operatorId(request), request.body, request.ip),
  });

  // In the staff area, so `staffMayAccess` leaves them to the owner.
  app.route({
    ...routeOf(adminTwoFactorEndpoints.staffRequirement),
    handler: async () => readTwoFactorRequirement(app.db),
  });

  app.route({
    ...routeOf(adminTwoFactorEndpoints.setStaffRequirement),
    handler: async (request) =>
      setTwoFactorRequirement(app.db, { id: operatorId(request), ip: request.ip }, request.body),
  });
}
