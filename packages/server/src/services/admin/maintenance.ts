import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SettingsService } from "../settings";

/** Writes that keep working in maintenance: the operator's area, signing in and out, payment callbacks. */
const ALWAYS_OPEN = [
  /^\/api\/admin\//,
  /^\/api\/(login|logout|csrf-cookie)$/,
  /^\/api\/webhooks\//,
  /^\/api\/affiliate\/visits$/,
];
/** Reseller API actions that change something; the others (services, status, balance) are reads. */
const RESELLER_WRITES = new Set(["add", "refill", "cancel"]);

const RESELLER_API = "/api/v2";

function isCustomerWrite(request: FastifyRequest): boolean {
  const url = request.routeOptions.url ?? request.url;
  // API v2 takes its action from the body or the query string, by GET as well as POST.
  if (url === RESELLER_API) {
    const action =
      (request.body as { action?: unknown } | null)?.action ?? (request.query as { action?: unknown }).action;
    return typeof action === "string" && RESELLER_WRITES.has(action);
  }
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  return url.startsWith("/api/") && !ALWAYS_OPEN.some((pattern) => pattern.test(url));
}

/**
 * Maintenance mode (Settings): every customer write answers 503 with the operator's message; the reseller API
 * answers as it answers every refusal, HTTP 200 with `{error}` (what its clients read). Reads, sign-in and the
 * admin area keep working so the operator can switch it off.
 */
export function installMaintenanceGate(app: FastifyInstance, settings: SettingsService): void {
  app.addHook("preHandler", async (request, reply) => {
    if (!isCustomerWrite(request)) return;
    const { maintenance, maintenance_message } = await settings.all();
    if (!maintenance) return;
    if (request.routeOptions.url === RESELLER_API) return reply.status(200).send({ error: maintenance_message });
    return reply.status(503).header("retry-after", "300").send({ message: maintenance_message });
  });
}
