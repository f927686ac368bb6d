import type { Provider } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ProviderEdits } from "../../../../services/admin/provider-edits";
import { auditContext, auditOutcome } from "../../../../services/admin/system-log";
import { text } from "../../../../services/providers";
import { markProviderAlertsRead, providerAlerts } from "../../../../services/providers/health";
import { changeProviderRate } from "../../../../services/providers/rate";
import { errorResponses, idParams } from "../../../schemas";
import { providerChangeSchema, providerCreateSchema, providerImportSchema, providerRateSchema } from "./schemas";

const str = { type: "string" } as const;
const nullableStr = { type: ["string", "null"] } as const;
const int = { type: "integer" } as const;

/** A provider as the admin sees it: the key only by its last four characters. */
const providerSchema = {
  type: "object",
  properties: {
    id: int,
    name: str,
    url: str,
    key_last_four: str,
    balance: nullableStr,
    currency: nullableStr,
    currency_rate: nullableStr,
    health: { type: "string", enum: ["ok", "degraded", "down"] },
    last_error: nullableStr,
    checked_at: nullableStr,
    balance_at: nullableStr,
    failing_since: nullableStr,
    low_balance_threshold: nullableStr,
    low_balance_since: nullableStr,
    services: int,
    orders_in_doubt: int,
  },
} as const;

const remoteServiceSchema = {
  type: "object",
  properties: {
    id: str,
    name: str,
    category: str,
    description: str,
    type: str,
    rate: str,
    min: int,
    max: int,
    refill: { type: "boolean" },
    cancel: { type: "boolean" },
    dripfeed: { type: "boolean" },
  },
} as const;

const names = { type: "array", items: str } as const;

/** What a sync did, counted and named (ProviderSyncResult). */
const syncResultSchema = {
  type: "object",
  properties: {
    added: int,
    repriced: int,
    updated: int,
    disabled: int,
    unchanged: int,
    bad_rate: int,
    changes: {
      type: "object",
      properties: { added: names, repriced: names, updated: names, disabled: names },
      required: ["added", "repriced", "updated", "disabled"],
    },
  },
  required: ["added", "repriced", "updated", "disabled", "unchanged", "bad_rate", "changes"],
} as const;

const catalogueCategorySchema = {
  type: "object",
  properties: { name: str, platform: str, services: int, imported: int, exists: { type: "boolean" } },
  required: ["name", "platform", "services", "imported", "exists"],
} as const;

/**
 * Upstream providers: add (checked with a balance call), list with balance and health, import and sync services.
 * Every action is audited with its outcome, failures included (never the key).
 */
export default async function providerRoutes(app: FastifyInstance) {
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

  app.patch<{ Params: { id: number } }>(
    "/admin/providers/:id",
    {
      schema: {
        summary:
          "Edit a provider {name?, url?, key?, low_balance_threshold?}; a new URL or key is checked with action=balance first",
        params: idParams,
        body: providerChangeSchema,
        response: { 200: providerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { after } = await audited(
        request,
        "provider.edit",
        () => edits.update(request.params.id, request.body),
        ({ before, after }) => ({
          before: described(before),
          after: { ...described(after), key_changed: text((request.body as { key?: unknown }).key) !== "" },
        }),
      );
      return after;
    },
  );

  app.delete<{ Params: { id: number } }>(
    "/admin/providers/:id",
    {
      schema: {
        summary: "Remove a provider that no service or order points at (409 otherwise)",
        params: idParams,
        response: { 200: providerSchema, ...errorResponses },
      },
    },
    async (request) =>
      audited(
        request,
        "provider.remove",
        () => edits.remove(request.params.id),
        (removed) => ({ after: described(removed) }),
      ),
  );

  const alertList = {
    type: "object",
    properties: {
      data: {
        type: "array",
        items: {
          type: "object",
          properties: {
            id: int,
            kind: { type: "string", enum: ["provider_failing", "provider_low_balance"] },
            provider_id: { type: ["integer", "null"] },
            message: str,
            read: { type: "boolean" },
            created_at: str,
          },
        },
      },
      unread: int,
    },
  } as const;

  app.get(
    "/admin/providers/alerts",
    {
      schema: {
        summary: "Alerts sent to the operator (provider failing, balance below its threshold), newest first",
        response: { 200: alertList, ...errorResponses },
      },
    },
    async () => providerAlerts(app.db),
  );

  app.post(
    "/admin/providers/alerts/read",
    {
      schema: {
        summary: "Mark every provider alert read",
        response: { 200: alertList, ...errorResponses },
      },
    },
    // Audited before the answer like every provider action (the request log's after-the-answer row raced tests).
    async (request) =>
      audited(
        request,
        "provider.alerts_read",
        () => markProviderAlertsRead(app.db),
        (alerts) => ({ after: { unread: alerts.unread } }),
      ),
  );

  app.get(
    "/admin/providers",
    {
      schema: {
        summary: "Upstream providers with their balance and health",
        response: {
          200: { type: "object", properties: { data: { type: "array", items: providerSchema } } },
          ...errorResponses,
        },
      },
    },
    async () => app.providers.list(),
  );

  app.post(
    "/admin/providers",
    {
      schema: {
        summary: "Add a provider: {name?, url, key}; the key is checked with action=balance first",
        body: providerCreateSchema,
        response: { 201: providerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
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
  );

  app.post<{ Params: { id: number } }>(
    "/admin/providers/:id/check",
    {
      schema: {
        summary: "Refresh a provider's balance and health",
        params: idParams,
        response: { 200: providerSchema, ...errorResponses },
      },
    },
    async (request) =>
      audited(
        request,
        "provider.check",
        () => app.providers.check(request.params.id),
        (provider) => ({
          after: { health: provider.health, balance: provider.balance, last_error: provider.last_error },
          message: provider.health === "ok" ? "ok" : `${provider.health}: ${provider.last_error ?? ""}`.trim(),
        }),
      ),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/providers/:id/services",
    {
      schema: {
        summary: "The provider's own service list (live), to choose what to import",
        params: idParams,
        response: {
          200: { type: "object", properties: { data: { type: "array", items: remoteServiceSchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => ({ data: await app.providers.remoteServices(request.params.id) }),
  );

  app.get<{ Params: { id: number } }>(
    "/admin/providers/:id/catalogue",
    {
      schema: {
        summary:
          "The provider's categories (live) as an import copies them: services listed, already imported, exists here",
        params: idParams,
        response: {
          200: { type: "object", properties: { data: { type: "array", items: catalogueCategorySchema } } },
          ...errorResponses,
        },
      },
    },
    async (request) => app.providers.catalogue(request.params.id),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/providers/:id/import",
    {
      schema: {
        summary:
          "Import services {markup_percent, currency_rate?, categories?: [names], services?: [provider ids], " +
          "category_id?}, keeping the provider's categories unless category_id names one for all",
        params: idParams,
        body: providerImportSchema,
        response: {
          200: { type: "object", properties: { imported: int, skipped: int, categories_created: int } },
          ...errorResponses,
        },
      },
    },
    async (request) =>
      audited(
        request,
        "provider.import",
        () => app.providers.import(request.params.id, request.body),
        (result) => ({ after: { request: request.body, ...result } }),
      ),
  );

  app.post<{ Params: { id: number } }>(
    "/admin/providers/:id/sync",
    {
      schema: {
        summary:
          "Sync now (also runs on a schedule): new services of the copied categories added, prices, bounds and " +
          "descriptions updated, what the provider dropped disabled; a service whose rate is no price is disabled " +
          "and counted in bad_rate; `changes` names each",
        params: idParams,
        response: {
          200: syncResultSchema,
          ...errorResponses,
        },
      },
    },
    async (request) =>
      audited(
        request,
        "provider.sync",
        () => app.providers.sync(request.params.id),
        (result) => ({ after: result }),
      ),
  );

  app.put<{ Params: { id: number }; Body: { currency_rate: string | number } }>(
    "/admin/providers/:id/rate",
    {
      schema: {
        summary:
          "Change your rate {currency_rate}: units of the panel's currency per one of the provider's; every service " +
          "imported from it is re-priced through its markup",
        params: idParams,
        body: providerRateSchema,
        response: { 200: { type: "object", properties: { repriced: int } }, ...errorResponses },
      },
    },
    async (request) =>
      audited(
        request,
        "provider.rate",
        () => changeProviderRate(app.db, app.serviceUpdates, request.params.id, request.body.currency_rate),
        (result) => ({ after: { currency_rate: request.body.currency_rate, ...result } }),
      ),
  );
}
