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

function isCustomerWrite(request: FastifyRequest): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const url = request.routeOptions.url ?? request.url;
  if (!url.startsWith("/api/") || ALWAYS_OPEN.some((pattern) => pattern.test(url))) return false;
  if (url === "/api/v2") {
    const action =
      (request.body as { action?: unknown } | null)?.action ?? (request.query as { action?: unknown }).action;
    return typeof action === "string" && RESELLER_WRITES.has(action);
  }
  return true;
}

/**
 * Maintenance mode (Settings): every customer write answers 503 with the operator's message, the reseller API
 * in its own `{error}` shape; reads, sign-in and the admin area keep working so the operator can switch it off.
 */
export function installMaintenanceGate(app: FastifyInstance, settings: SettingsService): void {
  app.addHook("preHandler", async (request, reply) => {
    if (!isCustomerWrite(request)) return;
    const { maintenance, maintenance_message } = await settings.all();
    if (!maintenance) return;
    const body =
      request.routeOptions.url === "/api/v2" ? { error: maintenance_message } : { message: maintenance_message };
    return reply.status(503).header("retry-after", "300").send(body);
  });
}
