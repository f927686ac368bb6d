import { accountEndpoints, adminAuthEndpoints, authEndpoints } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { revokeSession } from "../../../services/sessions";
import { routeOf } from "../../contract";

// A per-address cap on top of the per-account+address throttle in the service.
const loginRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(authEndpoints.login),
    config: loginRateLimit,
    handler: (request) => app.auth.login(request.body, request.ip),
  });

  app.route({
    ...routeOf(authEndpoints.register),
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    handler: async (request, reply) => reply.status(201).send(await app.auth.register(request.body)),
  });

  app.route({
    ...routeOf(authEndpoints.logout),
    preValidation: app.requireCustomer,
    handler: async (request) => {
      if (request.principal) await revokeSession(app.db, request.principal.sessionId);
      return { message: "Logged out successfully" };
    },
  });

  app.route({
    ...routeOf(accountEndpoints.user),
    preValidation: app.requireCustomer,
    handler: (request) => app.account.profile(customerId(request)),
  });

  app.route({
    ...routeOf(authEndpoints.csrfCookie),
    handler: (_request, reply) => reply.status(204).send(),
  });

  app.route({
    ...routeOf(adminAuthEndpoints.login),
    config: loginRateLimit,
    handler: (request) => app.auth.adminLogin(request.body, request.ip, request.headers["user-agent"]),
  });

  app.route({
    ...routeOf(adminAuthEndpoints.loginWithCode),
    config: loginRateLimit,
    handler: (request) => app.twoFactor.completeSignIn(request.body, request.ip, request.headers["user-agent"]),
  });

  app.route({
    ...routeOf(adminAuthEndpoints.logout),
    preValidation: app.requireAdmin,
    handler: async (request) => {
      if (request.principal) await revokeSession(app.db, request.principal.sessionId);
      return { message: "Logged out successfully" };
    },
  });

  app.route({
    ...routeOf(adminAuthEndpoints.me),
    preValidation: app.requireAdmin,
    handler: async (request) => {
      const principal = request.principal?.kind === "admin" ? request.principal : undefined;
      const admin = await app.account.admin(principal?.id ?? 0);
      return principal?.twoFactorSetupRequired ? { ...admin, twoFactorSetupRequired: true } : admin;
    },
  });

  app.route({
    ...routeOf(authEndpoints.forgotPassword),
    config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
    handler: (request) => app.passwordResets.request(request.body),
  });

  app.route({
    ...routeOf(authEndpoints.resetPassword),
    config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
    handler: (request) => app.passwordResets.reset(request.body),
  });
}
