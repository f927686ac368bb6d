import {
  INT_MAX,
  reachableBeforeTwoFactorSetup,
  STAFF_FORBIDDEN_MESSAGE,
  staffMayAccess,
  TWO_FACTOR_MESSAGES,
} from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HttpError } from "../../errors";
import type { Orderable } from "../../services/order-placement";
import { findSession, findSessionWithService, type LiveSession, type Principal } from "../../services/sessions";

declare module "fastify" {
  interface FastifyRequest {
    principal: Principal | null;
    /** What `requireOrderingCustomer` read of the service the body asks for (by its number, `asked`). */
    orderable: (Orderable & { asked: number }) | null;
  }
  interface FastifyInstance {
    /**
     * preValidation (before the request's schemas are checked, so a caller without access learns nothing of
     * them): a customer's bearer token is required.
     */
    requireCustomer(request: FastifyRequest): Promise<void>;
    /**
     * preValidation of a web order: `requireCustomer`, reading in the same round trip the service the body asks
     * for (`request.orderable`), which the order then need not read again.
     */
    requireOrderingCustomer(request: FastifyRequest): Promise<void>;
    /**
     * preValidation: an admin's bearer token is required, and the operator's role must allow the route (the
     * domain's `staffMayAccess`: the one place the admin area is authorized); while the panel requires two-factor
     * sign-in, an operator without it reaches only its setup.
     */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

export const UNAUTHENTICATED_MESSAGE = "Unauthenticated.";
export const ADMIN_ONLY_MESSAGE = "This action is for operators only.";
export const SUSPENDED_MESSAGE = "Your account is suspended. Please contact support.";

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Resolves `Authorization: Bearer <token>` to a principal; routes opt in with requireCustomer/requireAdmin. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest("principal", null);
  app.decorateRequest("orderable", null);

  function requestToken(request: FastifyRequest): string {
    const token = bearerToken(request);
    if (!token || token.length > 200) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    return token;
  }

  async function authenticate(request: FastifyRequest): Promise<void> {
    admit(request, await findSession(app.db, requestToken(request)));
  }

  function admit(request: FastifyRequest, session: LiveSession | undefined): void {
    if (!session) throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    if (session.userId !== null) {
      if (session.suspended) throw new HttpError(403, SUSPENDED_MESSAGE);
      request.principal = { kind: "user", id: session.userId, sessionId: session.id };
    } else if (session.adminId !== null && session.role !== null && !session.adminDisabled) {
      request.principal = {
        kind: "admin",
        id: session.adminId,
        sessionId: session.id,
        role: session.role,
        twoFactorSetupRequired: session.twoFactorSetupRequired === true,
      };
    }
  }

  app.decorate("requireCustomer", async (request: FastifyRequest) => {
    await authenticate(request);
    if (request.principal?.kind !== "user") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  });
  app.decorate("requireOrderingCustomer", async (request: FastifyRequest) => {
    const token = requestToken(request);
    // The body is not validated yet: an id that is no service's number reads none (no service has number 0).
    const asked = (request.body as { service_id?: unknown } | null)?.service_id;
    const number = typeof asked === "number" && Number.isInteger(asked) && asked > 0 && asked <= INT_MAX ? asked : 0;
    const found = await findSessionWithService(app.db, token, number);
    admit(request, found?.session);
    if (request.principal?.kind !== "user") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    request.orderable = found?.orderable ?? null;
  });
  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    await authenticate(request);
    // A signed-in customer is known but not allowed here: 403, not 401 (their session stays valid).
    if (request.principal?.kind === "user") throw new HttpError(403, ADMIN_ONLY_MESSAGE);
    if (request.principal?.kind !== "admin") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
    // THE authorization of the admin area: the route's pattern against the operator's role, for every route.
    const route = request.routeOptions.url ?? "";
    if (!staffMayAccess(request.principal.role, request.method, route)) {
      throw new HttpError(403, STAFF_FORBIDDEN_MESSAGE);
    }
    // The owner requires two-factor sign-in: without it, only the setup (and who am I, sign out) answers.
    if (request.principal.twoFactorSetupRequired && !reachableBeforeTwoFactorSetup(route)) {
      throw new HttpError(403, TWO_FACTOR_MESSAGES.setupRequired);
    }
  });
});

/** The signed-in customer's id; only call behind requireCustomer. */
export function customerId(request: FastifyRequest): number {
  if (request.principal?.kind !== "user") throw new HttpError(401, UNAUTHENTICATED_MESSAGE);
  return request.principal.id;
}
