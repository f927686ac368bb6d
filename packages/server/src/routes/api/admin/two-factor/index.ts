import {
  staffTwoFactorRequirementSchema,
  twoFactorCodeBody,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { HttpError } from "../../../../errors";
import { UNAUTHENTICATED_MESSAGE } from "../../../../plugins/app/auth";
import { readTwoFactorRequirement, setTwoFactorRequirement } from "../../../../services/two-factor-requirement";
import { errorResponses, messageResponse } from "../../../schemas";

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

const requirementResponse = {
  type: "object",
  properties: { required: { type: "boolean" } },
  required: ["required"],
} as const;

const recoveryCodesResponse = {
  type: "object",
  properties: { recoveryCodes: { type: "array", items: { type: "string" } } },
  required: ["recoveryCodes"],
} as const;

/** The signed-in operator's own two-factor sign-in (any role: `two-factor` is an own-account area). */
export default async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/admin/two-factor",
    {
      schema: {
        summary: "Whether two-factor sign-in is on, and the recovery codes left",
        response: {
          200: {
            type: "object",
            properties: { enabled: { type: "boolean" }, recoveryCodesLeft: { type: "integer" } },
            required: ["enabled", "recoveryCodesLeft"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.twoFactor.status(operatorId(request)),
  );

  app.post(
    "/admin/two-factor/setup",
    {
      schema: {
        summary: "A new authenticator secret (QR code and text), counted once a code confirms it",
        response: {
          200: {
            type: "object",
            properties: { secret: { type: "string" }, otpauthUri: { type: "string" }, qrCode: { type: "string" } },
            required: ["secret", "otpauthUri", "qrCode"],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => app.twoFactor.setup(operatorId(request)),
  );

  app.post(
    "/admin/two-factor/enable",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        summary:
          "Confirm the setup with the password and a current code: on, with one-time recovery codes (shown once); other sessions end",
        body: twoFactorEnableSchema,
        response: { 200: recoveryCodesResponse, ...errorResponses },
      },
    },
    async (request) => {
      const { id, sessionId } = operatorSession(request);
      return app.twoFactor.enable(id, sessionId, request.body, request.ip);
    },
  );

  app.post(
    "/admin/two-factor/recovery-codes",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        summary: "Replace the recovery codes (confirmed with a current code); the old ones stop working",
        body: twoFactorCodeBody,
        response: { 200: recoveryCodesResponse, ...errorResponses },
      },
    },
    async (request) => app.twoFactor.regenerateRecoveryCodes(operatorId(request), request.body.code, request.ip),
  );

  app.post(
    "/admin/two-factor/disable",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        summary: "Turn two-factor sign-in off, with a current code or the password",
        body: twoFactorDisableSchema,
        response: { 200: messageResponse, ...errorResponses },
      },
    },
    async (request) => app.twoFactor.disable(operatorId(request), request.body, request.ip),
  );

  // In the staff area, so `staffMayAccess` leaves them to the owner.
  app.get(
    "/admin/staff/two-factor",
    {
      schema: {
        summary: "Whether the panel requires two-factor sign-in for staff (owner)",
        response: { 200: requirementResponse, ...errorResponses },
      },
    },
    async () => readTwoFactorRequirement(app.db),
  );

  app.put(
    "/admin/staff/two-factor",
    {
      schema: {
        summary: "Require two-factor sign-in for staff, or not (owner; on only once the owner has it)",
        body: staffTwoFactorRequirementSchema,
        response: { 200: requirementResponse, ...errorResponses },
      },
    },
    async (request) => setTwoFactorRequirement(app.db, { id: operatorId(request), ip: request.ip }, request.body),
  );
}
