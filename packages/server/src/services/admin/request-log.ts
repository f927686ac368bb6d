import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { asRequestPanel } from "../panels/directory";
import { writeLog } from "./system-log";

declare module "fastify" {
  interface FastifyRequest {
    /** Set when a route wrote its own audit row (with before/after); the fallback audit then stays quiet. */
    audited: boolean;
  }
}

type Outcome = "ok" | "failed" | "throttled";

/** Security events named by route and outcome; `who` reads the identity the request claimed or proved. */
const SECURITY_EVENTS: Record<string, { action: Record<Outcome, string>; who: (request: FastifyRequest) => string }> = {
  "POST /api/login": {
    action: { ok: "login", failed: "login.failed", throttled: "login.throttled" },
    who: (request) => `login:${String((request.body as { login?: unknown } | null)?.login ?? "").slice(0, 100)}`,
  },
  "POST /api/admin/login": {
    action: { ok: "admin.login", failed: "admin.login_failed", throttled: "admin.login_throttled" },
    who: (request) => `admin-login:${String((request.body as { email?: unknown } | null)?.email ?? "").slice(0, 100)}`,
  },
  "POST /api/api-key": {
    action: { ok: "api_key.created", failed: "api_key.create_failed", throttled: "api_key.throttled" },
    who: principalOf,
  },
  "PUT /api/user/password": {
    action: { ok: "password.changed", failed: "password.change_failed", throttled: "password.throttled" },
    who: principalOf,
  },
  "POST /api/forgot-password": {
    action: {
      ok: "password.reset_requested",
      failed: "password.reset_request_failed",
      throttled: "password.throttled",
    },
    who: (request) => `email:${String((request.body as { email?: unknown } | null)?.email ?? "").slice(0, 100)}`,
  },
  "POST /api/reset-password": {
    action: { ok: "password.reset", failed: "password.reset_failed", throttled: "password.throttled" },
    who: () => "anonymous",
  },
};

function principalOf(request: FastifyRequest): string {
  const principal = request.principal;
  return principal ? `${principal.kind}:${principal.id}` : "anonymous";
}

/** Names of body fields whose values never reach the log. */
const SECRET = /pass|token|secret|key/i;

function redacted(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return null;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([name, value]) => [
      name,
      SECRET.test(name) ? "[hidden]" : value,
    ]),
  );
}

/**
 * One onResponse hook for the whole API: security events (logins, failed logins, key changes, password
 * resets), every successful admin write that did not audit itself (so no admin write goes unrecorded), and
 * server errors. A logging failure never fails the request.
 */
export function installRequestLog(app: FastifyInstance, db: Db): void {
  app.decorateRequest("audited", false);
  // After the answer, outside the request's context: as its panel again, so the row lands in that panel's log.
  app.addHook("onResponse", (request, reply) => asRequestPanel(request, () => logResponse(db, request, reply)));
}

async function logResponse(db: Db, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const route = `${request.method} ${request.routeOptions.url ?? ""}`;
  const status = reply.statusCode;
  const security = SECURITY_EVENTS[route];
  try {
    if (security) {
      const outcome: Outcome = status < 400 ? "ok" : status === 429 ? "throttled" : "failed";
      await writeLog(db, {
        type: "security",
        action: security.action[outcome],
        actor: security.who(request),
        message: `${route} answered ${status}`,
        ip: request.ip,
      });
    } else if (request.method !== "GET" && request.principal?.kind === "admin" && status < 400 && !request.audited) {
      const id = (request.params as { id?: unknown } | undefined)?.id;
      await writeLog(db, {
        type: "audit",
        action: route,
        actor: `admin:${request.principal.id}`,
        target: id === undefined ? null : `${request.routeOptions.url?.split("/")[3] ?? "record"}:${String(id)}`,
        after: redacted(request.body),
        ip: request.ip,
      });
    }
    if (status >= 500) {
      await writeLog(db, {
        type: "error",
        action: "request.failed",
        actor: principalOf(request),
        message: `${route} answered ${status}`,
        ip: request.ip,
      });
    }
  } catch (error) {
    request.log.error({ err: error }, "could not write the system log");
  }
}
