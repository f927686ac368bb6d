import {
  type Provider,
  type ProviderCatalogueCategory,
  type ProviderImportResult,
  type ProviderRemoteService,
  type ProviderSyncChanges,
  type ProviderSyncResult,
  resaleUnitPrice,
  toDecimal,
} from "@smm/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, providers, serviceSources, services, serviceUpdates } from "../../db/schema";
import { notFound, validationError } from "../../errors";
import { auditOutcome } from "../admin/system-log";
import type { ServiceUpdateService } from "../service-updates";
import { addNewServices, catalogueOf, importServices } from "./catalogue-copy";
import { type ProviderClientOptions, ProviderError } from "./client";
import { recordProviderBalance, recordProviderFailure } from "./health";
import { importRate } from "./rate";
import { clientFor, type ProviderRow } from "./sources";

export { ProviderClient, ProviderError } from "./client";

export const text = (value: unknown) =>
  typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
const whole = (value: unknown) => (/^\d{1,10}$/.test(text(value)) ? Number(text(value)) : undefined);
const decimal = (value: unknown) => (/^\d{1,12}(\.\d{1,8})?$/.test(text(value)) ? text(value) : undefined);

/**
 * One line of a provider's `services` answer: a usable service, or (`unpriced`) one whose rate is no price (0,
 * negative, junk): selling it at a price made from that rate would give it away, so it is neither imported nor kept
 * on sale. Undefined when the line is not a service at all.
 */
function readService(raw: unknown): ProviderRemoteService | { unpriced: string; rate: string } | undefined {
  const line = (raw ?? {}) as Record<string, unknown>;
  const id = text(line.service);
  const rate = decimal(line.rate);
  const min = whole(line.min);
  const max = whole(line.max);
  if (!id || min === undefined || max === undefined || min > max) return undefined;
  if (rate === undefined || toDecimal(rate).isZero()) {
    // Shown to the operator and stored: short, and without control characters (a NUL would refuse the row).
    return {
      unpriced: id,
      rate: text(line.rate)
        .replace(/\p{Cc}/gu, "")
        .slice(0, 20),
    };
  }
  return {
    id,
    name: text(line.name).slice(0, 200) || `Service ${id}`,
    category: text(line.category).slice(0, 200) || UNCATEGORISED,
    description: text(line.description ?? line.desc).slice(0, 5000),
    type: text(line.type),
    rate,
    min,
    max,
    refill: line.refill === true || line.refill === 1 || line.refill === "1",
    cancel: line.cancel === true || line.cancel === 1 || line.cancel === "1",
    dripfeed: line.dripfeed === true || line.dripfeed === 1 || line.dripfeed === "1",
  };
}

/** The category a service without one goes into (a provider's `category` field is not required by API v2). */
export const UNCATEGORISED = "Uncategorised";

export const isUsable = (line: ReturnType<typeof readService>): line is ProviderRemoteService =>
  line !== undefined && !("unpriced" in line);

export function readUrl(value: unknown): string {
  const raw = text(value);
  try {
    const url = new URL(raw);
    if ((url.protocol === "http:" || url.protocol === "https:") && raw.length <= 500) return url.toString();
  } catch {}
  throw validationError({ url: ["Enter the provider's API URL, starting with http:// or https://"] });
}

/** Why a new provider (or a changed URL or key) was not accepted: an address refused is the URL's fault. */
export function balanceCheckError(error: unknown): Error {
  if (!(error instanceof ProviderError)) return error as Error;
  if (error.kind === "blocked") return validationError({ url: [PRIVATE_ADDRESS_MESSAGE] });
  return validationError({ key: [`The provider did not accept a balance check: ${error.message}`] });
}

export const PRIVATE_ADDRESS_MESSAGE =
  "This address is on a private or local network; enter the provider's public API URL.";

/** Upstream providers: added after a working balance call, their services imported and kept in sync. */
export class ProviderService {
  constructor(
    private readonly db: Db,
    private readonly serviceUpdates: ServiceUpdateService,
    /** How every call to a provider is made (timeout, PROVIDER_ALLOW_PRIVATE_NETWORK). */
    readonly clientOptions: ProviderClientOptions = {},
  ) {}

  async list(): Promise<{ data: Provider[] }> {
    const rows = await this.db
      .select({
        provider: providers,
        // Written out in full: inside a select list Drizzle names columns without their table, and a bare "id"
        // in the subquery would be the subquery's own.
        services: sql<number>`(select cast(count(*) as integer) from service_sources s where s.provider_id = "providers"."id")`,
        inDoubt: sql<number>`(select cast(count(*) as integer) from provider_orders po where po.provider_id = "providers"."id" and po.state = 'unknown')`,
      })
      .from(providers)
      .orderBy(providers.id);
    return { data: rows.map((row) => toProvider(row.provider, row.services, row.inDoubt)) };
  }

  async add(body: unknown): Promise<Provider> {
    const input = (body ?? {}) as Record<string, unknown>;
    const url = readUrl(input.url);
    const apiKey = text(input.key);
    if (!apiKey || apiKey.length > 300) throw validationError({ key: ["Enter the API key the provider gave you."] });
    const name = text(input.name).slice(0, 100) || new URL(url).host;
    let balance: { balance: string; currency: string };
    try {
      balance = await clientFor({ url, apiKey }, this.clientOptions).balance();
    } catch (error) {
      throw balanceCheckError(error);
    }
    const [row] = await this.db
      .insert(providers)
      .values({
        name,
        url,
        apiKey,
        balance: balance.balance,
        currency: balance.currency || null,
        checkedAt: new Date(),
        balanceAt: new Date(),
      })
      .returning();
    if (!row) throw new Error("provider insert returned nothing");
    return toProvider(row, 0, 0);
  }

  private async get(id: number): Promise<ProviderRow> {
    const [row] = await this.db.select().from(providers).where(eq(providers.id, id)).limit(1);
    if (!row) throw notFound("Provider not found");
    return row;
  }

  /**
   * Calls `balance` and records the answer (balance, when it was read, healthy again) or the failure (unhealthy
   * since the first failure of the incident); either may alert the operator (see health.ts).
   */
  async check(id: number): Promise<Provider> {
    const provider = await this.get(id);
    try {
      await recordProviderBalance(this.db, id, await clientFor(provider, this.clientOptions).balance());
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await recordProviderFailure(this.db, id, error);
      await this.db.update(providers).set({ checkedAt: new Date() }).where(eq(providers.id, id));
    }
    return (await this.list()).data.find((p) => p.id === id) as Provider;
  }

  /** The scheduled balance refresh: every provider, one failing not stopping the others. */
  async refreshBalances(): Promise<void> {
    for (const { id } of await this.db.select({ id: providers.id }).from(providers)) await this.check(id);
  }

  async remoteServices(id: number): Promise<ProviderRemoteService[]> {
    return (await this.remoteLines(id)).filter(isUsable);
  }

  /** Every line of the provider's service list that names a service, usable or unpriced (readService). */
  private async remoteLines(id: number) {
    const provider = await this.get(id);
    try {
      const list = await clientFor(provider, this.clientOptions).services();
      return list.map(readService).filter((line) => line !== undefined);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      throw validationError({ provider: [`The provider's service list could not be read: ${error.message}`] });
    }
  }

  /** The provider's categories as an import would copy them, with counts for the preview (catalogue-copy.ts). */
  async catalogue(id: number): Promise<{ data: ProviderCatalogueCategory[] }> {
    return { data: await catalogueOf(this.db, id, await this.remoteServices(id)) };
  }

  /**
   * Copies the provider's services here at our price, keeping its categories: each goes into the category of its
   * provider category's name (made when missing, with the platform and icon its name says), or all into
   * `category_id` when one is named. `categories` (names) and `services` (ids) narrow what is copied; services
   * imported before are skipped, so copying again adds only what is new.
   */
  async import(id: number, body: unknown): Promise<ProviderImportResult> {
    const input = (body ?? {}) as Record<string, unknown>;
    const categoryId = input.category_id === undefined ? undefined : whole(input.category_id);
    const markup = decimal(input.markup_percent);
    const provider = await this.get(id);
    const currencyRate = importRate(provider, input.currency_rate);
    const errors: Record<string, string[]> = {};
    if (input.category_id !== undefined && categoryId === undefined) errors.category_id = ["Choose a category."];
    if (markup === undefined) errors.markup_percent = ["The markup must be a percentage, e.g. 30."];
    if (currencyRate === undefined) errors.currency_rate = ["The currency rate must be a positive number."];
    const wanted = Array.isArray(input.services) ? new Set(input.services.map(text)) : undefined;
    const chosen = Array.isArray(input.categories) ? new Set(input.categories.map(text)) : undefined;
    if (chosen?.size === 0) errors.categories = ["Choose at least one category."];
    if (Object.keys(errors).length > 0 || markup === undefined || !currencyRate) throw validationError(errors);
    if (categoryId !== undefined) {
      const [category] = await this.db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
      if (!category) throw validationError({ category_id: ["Choose a category."] });
    }
    const remote = (await this.remoteServices(id)).filter(
      (s) => (!wanted || wanted.has(s.id)) && (!chosen || chosen.has(s.category)),
    );
    const rule = { markupPercent: markup, currencyRate };
    return this.db.transaction((tx) => importServices(tx, id, remote, rule, categoryId));
  }

  /**
   * Brings imported services in line with the provider: price (through our markup and rate), bounds, description and
   * availability, and adds the provider's new services of the categories copied here (catalogue-copy.ts). Price and
   * bound changes go through ServiceUpdateService, so they enter the Updates feed; a service the provider no longer
   * lists (a parent panel lists only what it sells) is disabled (never deleted: orders point at it), and so is one
   * whose rate is no price (0, negative, junk), counted in `bad_rate`, while the others sync as usual. `changes` names
   * what changed; a second run with nothing new at the provider changes nothing.
   */
  async sync(id: number): Promise<ProviderSyncResult> {
    const lines = await this.remoteLines(id);
    const usable = lines.filter(isUsable);
    const remote = new Map(usable.map((s) => [s.id, s]));
    const unpriced = new Map(lines.flatMap((line) => (isUsable(line) ? [] : [[line.unpriced, line.rate] as const])));
    const sources = await this.db
      .select({ source: serviceSources, service: services })
      .from(serviceSources)
      .innerJoin(services, eq(services.id, serviceSources.serviceId))
      .where(eq(serviceSources.providerId, id));
    const changes: ProviderSyncChanges = { added: [], repriced: [], updated: [], disabled: [] };
    let unchanged = 0;
    let badRates = 0;
    for (const { source, service } of sources) {
      const current = remote.get(source.providerServiceId);
      if (!current) {
        const badRate = unpriced.get(source.providerServiceId);
        if (badRate !== undefined) badRates++;
        if (!service.enabled) {
          unchanged++;
          continue;
        }
        await this.disable(service, badRate);
        changes.disabled.push(service.title);
        continue;
      }
      const price = resaleUnitPrice(current.rate, source.markupPercent, source.currencyRate);
      const change: { price?: string; min_amount?: number; max_amount?: number } = {};
      if (!toDecimal(price).equals(service.unitPrice)) change.price = price;
      if (current.min !== service.minAmount) change.min_amount = current.min;
      if (current.max !== service.maxAmount) change.max_amount = current.max;
      // A provider that sends no description leaves the operator's own.
      const description = current.description && current.description !== service.description;
      if (Object.keys(change).length > 0) await this.serviceUpdates.updateService(service.id, change);
      if (description) {
        await this.db.update(services).set({ description: current.description }).where(eq(services.id, service.id));
      }
      if (change.price) changes.repriced.push(service.title);
      else if (description || Object.keys(change).length > 0) changes.updated.push(service.title);
      else unchanged++;
      await this.db
        .update(serviceSources)
        .set({ providerRate: current.rate, syncedAt: new Date() })
        .where(eq(serviceSources.serviceId, service.id));
    }
    changes.added = await this.db.transaction((tx) => addNewServices(tx, id, usable));
    return {
      added: changes.added.length,
      repriced: changes.repriced.length,
      updated: changes.updated.length,
      disabled: changes.disabled.length,
      unchanged,
      bad_rate: badRates,
      changes,
    };
  }

  /** Takes a service off sale, with the reason in the Updates feed. */
  private async disable(service: typeof services.$inferSelect, badRate: string | undefined): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(services).set({ enabled: false }).where(eq(services.id, service.id));
      await tx.insert(serviceUpdates).values({
        serviceId: service.id,
        updateType: "service-changes",
        oldPrice: service.unitPrice,
        newPrice: service.unitPrice,
        description:
          badRate === undefined ? "No longer available" : `Disabled: the provider's rate "${badRate}" is not a price`,
      });
    });
  }
  /**
   * The scheduled sync: every provider, one failing provider not stopping the others. Each run is audited as
   * the "system" actor (the operator's own check and sync are audited by their routes).
   */
  async syncAll(warn: (message: string, details: Record<string, unknown>) => void): Promise<void> {
    const scheduler = { actor: "system", ip: null };
    for (const { id } of await this.db.select({ id: providers.id }).from(providers)) {
      const what = { action: "provider.sync", target: `provider:${id}` };
      try {
        await this.check(id);
        await auditOutcome(
          this.db,
          scheduler,
          what,
          () => this.sync(id),
          (result) => ({ after: result }),
        );
      } catch (error) {
        warn("service sync failed", { provider: id, error: (error as Error).message });
      }
    }
  }
}

function toProvider(row: ProviderRow, serviceCount: number, inDoubt: number): Provider {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    key_last_four: row.apiKey.slice(-4),
    balance: row.balance,
    currency: row.currency,
    currency_rate: row.currencyRate,
    health: row.health,
    last_error: row.lastError,
    checked_at: row.checkedAt?.toISOString() ?? null,
    balance_at: row.balanceAt?.toISOString() ?? null,
    failing_since: row.failingSince?.toISOString() ?? null,
    low_balance_threshold: row.lowBalanceThreshold,
    low_balance_since: row.lowBalanceSince?.toISOString() ?? null,
    services: serviceCount,
    orders_in_doubt: inDoubt,
  };
}
