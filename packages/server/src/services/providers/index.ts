import {
  type Provider,
  type ProviderImportResult,
  type ProviderRemoteService,
  type ProviderSyncResult,
  RESELLER_SERVICE_TYPES,
  toDecimal,
} from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { categories, providers, serviceSources, services, serviceUpdates } from "../../db/schema";
import { notFound, validationError } from "../../errors";
import { auditOutcome } from "../admin/system-log";
import type { ServiceUpdateService } from "../service-updates";
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
    type: text(line.type),
    rate,
    min,
    max,
    refill: line.refill === true || line.refill === 1 || line.refill === "1",
    cancel: line.cancel === true || line.cancel === 1 || line.cancel === "1",
    dripfeed: line.dripfeed === true || line.dripfeed === 1 || line.dripfeed === "1",
  };
}

const isUsable = (line: ReturnType<typeof readService>): line is ProviderRemoteService =>
  line !== undefined && !("unpriced" in line);

/** How a service type is stored: "default" (what the rest of the panel writes) or the API v2 word. */
function storedType(type: string): string {
  const word = type.toLowerCase().replace(/[-_]/g, " ");
  const match = RESELLER_SERVICE_TYPES.find((t) => t !== "Default" && t.toLowerCase() === word);
  return match ?? "default";
}

/** Our unit price from the provider's price per 1000: × (1 + markup %) × currency rate ÷ 1000, 4 places. */
export function resalePrice(ratePer1000: string, markupPercent: string, currencyRate: string): string {
  return toDecimal(ratePer1000)
    .times(toDecimal(markupPercent).plus(100))
    .dividedBy(100)
    .times(currencyRate)
    .dividedBy(1000)
    .toDecimalPlaces(4, 0)
    .toFixed(4);
}

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

  /** Copies the provider's services (all, or the ids given) into a category at our price; known ones are skipped. */
  async import(id: number, body: unknown): Promise<ProviderImportResult> {
    const input = (body ?? {}) as Record<string, unknown>;
    const categoryId = whole(input.category_id);
    const markup = decimal(input.markup_percent);
    const provider = await this.get(id);
    const currencyRate = importRate(provider, input.currency_rate);
    const errors: Record<string, string[]> = {};
    if (categoryId === undefined) errors.category_id = ["Choose a category."];
    if (markup === undefined) errors.markup_percent = ["The markup must be a percentage, e.g. 30."];
    if (currencyRate === undefined) errors.currency_rate = ["The currency rate must be a positive number."];
    const wanted = Array.isArray(input.services) ? new Set(input.services.map(text)) : undefined;
    if (Object.keys(errors).length > 0 || categoryId === undefined || markup === undefined || !currencyRate) {
      throw validationError(errors);
    }
    const [category] = await this.db.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
    if (!category) throw validationError({ category_id: ["Choose a category."] });
    const remote = (await this.remoteServices(id)).filter((s) => !wanted || wanted.has(s.id));
    return this.db.transaction(async (tx) => {
      let imported = 0;
      for (const service of remote) {
        const [known] = await tx
          .select({ id: serviceSources.serviceId })
          .from(serviceSources)
          .where(and(eq(serviceSources.providerId, id), eq(serviceSources.providerServiceId, service.id)))
          .limit(1);
        if (known) continue;
        const [row] = await tx
          .insert(services)
          .values({
            categoryId,
            title: service.name,
            unitPrice: resalePrice(service.rate, markup, currencyRate),
            minAmount: service.min,
            maxAmount: service.max,
            deliveryTime: "Varies",
            type: storedType(service.type),
            refill: service.refill,
            cancel: service.cancel,
            dripfeed: service.dripfeed,
          })
          .returning({ id: services.id });
        if (!row) throw new Error("service insert returned nothing");
        await tx.insert(serviceSources).values({
          serviceId: row.id,
          providerId: id,
          providerServiceId: service.id,
          providerRate: service.rate,
          markupPercent: markup,
          currencyRate,
        });
        imported++;
      }
      return { imported, skipped: remote.length - imported };
    });
  }

  /**
   * Brings imported services in line with the provider: price (through our markup and rate), bounds and
   * availability. Price and bound changes go through ServiceUpdateService, so they enter the Updates feed;
   * a service the provider no longer lists is disabled (never deleted: orders point at it), and so is one whose rate
   * is no price (0, negative, junk), counted in `bad_rate`, while the others sync as usual.
   */
  async sync(id: number): Promise<ProviderSyncResult> {
    const lines = await this.remoteLines(id);
    const remote = new Map(lines.filter(isUsable).map((s) => [s.id, s]));
    const unpriced = new Map(lines.flatMap((line) => (isUsable(line) ? [] : [[line.unpriced, line.rate] as const])));
    const sources = await this.db
      .select({ source: serviceSources, service: services })
      .from(serviceSources)
      .innerJoin(services, eq(services.id, serviceSources.serviceId))
      .where(eq(serviceSources.providerId, id));
    const result: ProviderSyncResult = { updated: 0, disabled: 0, unchanged: 0, bad_rate: 0 };
    for (const { source, service } of sources) {
      const current = remote.get(source.providerServiceId);
      if (!current) {
        const badRate = unpriced.get(source.providerServiceId);
        if (badRate !== undefined) result.bad_rate++;
        if (!service.enabled) {
          result.unchanged++;
          continue;
        }
        await this.db.transaction(async (tx) => {
          await tx.update(services).set({ enabled: false }).where(eq(services.id, service.id));
          await tx.insert(serviceUpdates).values({
            serviceId: service.id,
            updateType: "service-changes",
            oldPrice: service.unitPrice,
            newPrice: service.unitPrice,
            description:
              badRate === undefined
                ? "No longer available"
                : `Disabled: the provider's rate "${badRate}" is not a price`,
          });
        });
        result.disabled++;
        continue;
      }
      const price = resalePrice(current.rate, source.markupPercent, source.currencyRate);
      const change: { price?: string; min_amount?: number; max_amount?: number } = {};
      if (!toDecimal(price).equals(service.unitPrice)) change.price = price;
      if (current.min !== service.minAmount) change.min_amount = current.min;
      if (current.max !== service.maxAmount) change.max_amount = current.max;
      if (Object.keys(change).length === 0) {
        result.unchanged++;
      } else {
        await this.serviceUpdates.updateService(service.id, change);
        result.updated++;
      }
      await this.db
        .update(serviceSources)
        .set({ providerRate: current.rate, syncedAt: new Date() })
        .where(eq(serviceSources.serviceId, service.id));
    }
    return result;
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
