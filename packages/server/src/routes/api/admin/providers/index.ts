import { adminProviderEndpoints, type Provider } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ProviderEdits } from "../../../../services/admin/provider-edits";
import { auditContext, auditOutcome } from "../../../../services/admin/system-log";
import { text } from "../../../../services/providers";
import { markProviderAlertsRead, providerAlerts } from "../../../../services/providers/health";
import { changeProviderRate } from "../../../../services/providers/rate";
import { routeOf } from "../../../contract";

/**
 * Upstream providers: add (checked with a balance call), list with balance and health, import and sync services.
 * Every action is audited with its outcome, failures included (never the key).
 */
export default async function providerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audited = async <T>(
    request: FastifyRequest,
    action: string,
    run: () => Promise<T>,
    describe: (result: T) => { target?: string; before?: unknown; after: unknown; message?: string },
  ) => {
    const id = (request.params as { id?: number }).id;
    const target = id === undefined ? null : `provider:${id}`;
    return auditOutcome(app.db, await auditContext(app.db, request), { action, target }, run, describe);
  };
  const edits = new ProviderEdits(app.db, app.providers);
  /** What the log keeps of a provider: never its key, not even the last four characters. */
  const described = ({ name, url, health }: Provider) => ({ name, url, health });
  const P = adminProviderEndpoints;

  app.route({
    ...routeOf(P.update),
    handler: async (request) => {
      const { after } = await audited(
        request,
        "provider.edit",
        () => edits.update(request.params.id, request.body),
        ({ before, after }) => ({
          before: described(before),
          after: { ...described(after), key_changed: text(request.body.key) !== "" },
        }),
      );
      return after;
    },
  });

  app.route({
    ...routeOf(P.remove),
    handler: (request) =>
      audited(
        request,
        "provider.remove",
        () => edits.remove(request.params.id),
        (removed) => ({ after: described(removed) }),
      ),
  });

  app.route({ ...routeOf(P.alerts), handler: () => providerAlerts(app.db) });

  app.route({
    ...routeOf(P.markAlertsRead),
    // Audited before the answer like every provider action (the request log's after-the-answer row raced tests).
    handler: (request) =>
      audited(
        request,
        "provider.alerts_read",
        () => markProviderAlertsRead(app.db),
        (alerts) => ({ after: { unread: alerts.unread } }),
      ),
  });

  app.route({ ...routeOf(P.list), handler: () => app.providers.list() });

  app.route({
    ...routeOf(P.add),
    handler: async (request, reply) => {
      const added = await audited(
        request,
        "provider.add",
        () => app.providers.add(request.body),
        (provider) => ({
          target: `provider:${provider.id}`,
          after: { name: provider.name, url: provider.url, balance: provider.balance, currency: provider.currency },
        }),
      );
      return reply.status(201).send(added);
    },
  });

  app.route({
    ...routeOf(P.check),
    handler: (request) =>
      audited(
        request,
        "provider.check",
        () => app.providers.check(request.params.id),
        (provider) => ({
          after: { health: provider.health, balance: provider.balance, last_error: provider.last_error },
          message: provider.health === "ok" ? "ok" : `${provider.health}: ${provider.last_error ?? ""}`.trim(),
        }),
      ),
  });

  app.route({
    ...routeOf(P.remoteServices),
    handler: async (request) => ({ data: await app.providers.remoteServices(request.params.id) }),
  });

  app.route({ ...routeOf(P.catalogue), handler: (request) => app.providers.catalogue(request.params.id) });

  app.route({
    ...routeOf(P.importServices),
    handler: (request) =>
      audited(
        request,
        "provider.import",
        () => app.providers.import(request.params.id, request.body),
        (result) => ({ after: { request: request.body, ...result } }),
      ),
  });

  app.route({
    ...routeOf(P.sync),
    handler: (request) =>
      audited(
        request,
        "provider.sync",
        () => app.providers.sync(request.params.id),
        (result) => ({ after: result }),
      ),
  });

  app.route({
    ...routeOf(P.setRate),
    handler: (request) =>
      audited(
        request,
        "provider.rate",
        () => changeProviderRate(app.db, app.serviceUpdates, request.params.id, request.body.currency_rate),
        (result) => ({ after: { currency_rate: request.body.currency_rate, ...result } }),
      ),
  });
}
