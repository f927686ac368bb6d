import { accountEndpoints, adminLoginSchema, adminTwoFactorLoginSchema, forgotPasswordSchema } from "@smm/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { customerId } from "../../../plugins/app/auth";
import { loginRequest, registerRequest, resetPasswordRequest } from "../../../services/auth-requests";
import { revokeSession } from "../../../services/sessions";
import { routeOf } from "../../contract";
import { adminSchema, errorResponses, messageResponse, userSchema } from "../../schemas";

const authResponse = {
  type: "object",
  properties: { token: { type: "string" }, user: userSchema },
  required: ["token", "user"],
} as const;

const adminAuthResponse = {
  type: "object",
  properties: { token: { type: "string" }, admin: adminSchema },
  required: ["token", "admin"],
} as const;

// A per-address cap on top of the per-account+address throttle in the service.
const loginRateLimit = { rateLimit: { max: 30, timeWindow: "1 minute" } };

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/login",
    {
      config: loginRateLimit,
      schema: {
        summary: "Sign in with a username or email",
        body: loginRequest,
        response: { 200: authResponse, ...errorResponses },
      },
    },
    async (request) => app.auth.login(request.body, request.ip),
  );

  app.post(
    "/register",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        summary: "Create a customer account",
        body: registerRequest,
        response: { 201: authResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await app.auth.register(request.body)),
  );

  app.post(
    "/logout",
    {
      preValidation: app.requireCustomer,
      schema: { summary: "Revoke this session", response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      if (request.principal) await revokeSession(app.db, request.principal.sessionId);
      return { message: "Logged out successfully" };
    },
  );

  app.route({
    ...routeOf(accountEndpoints.user),
    preValidation: app.requireCustomer,
    handler: (request) => app.account.profile(customerId(request)),
  });

  app.get(
    "/csrf-cookie",
    {
      schema: {
        summary: "Sets the XSRF-TOKEN cookie",
        response: { 204: { type: "null", description: "The cookie is set" }, ...errorResponses },
      },
    },
    async (_request, reply) => reply.status(204).send(),
  );

  app.post(
    "/admin/login",
    {
      config: loginRateLimit,
      schema: {
        summary: "Operator sign-in (with two-factor sign-in on: a token for the code step, no session)",
        body: adminLoginSchema,
        response: {
          200: {
            anyOf: [
              adminAuthResponse,
              {
                type: "object",
                properties: { two_factor_token: { type: "string", description: "For /admin/login/two-factor" } },
                required: ["two_factor_token"],
              },
            ],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.auth.adminLogin(request.body, request.ip, request.headers["user-agent"]),
  );

  app.post(
    "/admin/login/two-factor",
    {
      config: loginRateLimit,
      schema: {
        summary:
          "Operator sign-in, second step: the authenticator code (or a recovery code) for the password step's token",
        body: adminTwoFactorLoginSchema,
        response: { 200: adminAuthResponse, ...errorResponses },
      },
    },
    async (request) => app.twoFactor.completeSignIn(request.body, request.ip, request.headers["user-agent"]),
  );

  app.post(
    "/admin/logout",
    {
      preValidation: app.requireAdmin,
      schema: { summary: "Revoke this operator session", response: { 200: messageResponse, ...errorResponses } },
    },
    async (request) => {
      if (request.principal) await revokeSession(app.db, request.principal.sessionId);
      return { message: "Logged out successfully" };
    },
  );

  app.get(
    "/admin/me",
    {
      preValidation: app.requireAdmin,
      schema: { summary: "The signed-in operator", response: { 200: adminSchema, ...errorResponses } },
    },
    async (request) => {
      const principal = request.principal?.kind === "admin" ? request.principal : undefined;
      const admin = await app.account.admin(principal?.id ?? 0);
      return principal?.twoFactorSetupRequired ? { ...admin, twoFactorSetupRequired: true } : admin;
    },
  );

  app.post(
    "/forgot-password",
    {
      config: { rateLimit: { max: 5, timeWindow: "1 minute" } },
      schema: {
        summary: "Mail a single-use reset link (same answer for unknown emails)",
        body: forgotPasswordSchema,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.passwordResets.request(request.body),
  );

  app.post(
    "/reset-password",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        summary: "Set a new password with a reset token; signs out every session",
        body: resetPasswordRequest,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.passwordResets.reset(request.body),
  );
}
