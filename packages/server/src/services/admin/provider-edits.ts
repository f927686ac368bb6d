import { PROVIDER_THRESHOLD_MESSAGE, type Provider } from "@smm/domain";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { providers } from "../../db/schema";
import { HttpError, notFound, validationError } from "../../errors";
import { balanceCheckError, type ProviderService, readUrl, text } from "../providers";
import { checkLowBalance, recordProviderBalance } from "../providers/health";
import { clientFor } from "../providers/sources";

/** The low-balance alert threshold: an amount of the provider's currency, or null/"" for none; absent keeps it. */
function readThreshold(value: unknown, current: string | null): string | null {
  if (value === undefined) return current;
  if (value === null || value === "") return null;
  const amount = typeof value === "string" || typeof value === "number" ? text(value) : "";
  if (/^\d{1,14}(\.\d{1,4})?$/.test(amount)) return amount;
  throw validationError({ low_balance_threshold: [PROVIDER_THRESHOLD_MESSAGE] });
}

/**
 * The operator's edits of a provider beyond adding it: rename, move to a new URL or key (checked with a balance
 * call first, like adding), and removal of a provider nothing points at.
 */
export class ProviderEdits {
  constructor(
    private readonly db: Db,
    private readonly providerService: ProviderService,
  ) {}

  private async row(id: number) {
    const [row] = await this.db.select().from(providers).where(eq(providers.id, id)).limit(1);
    if (!row) throw notFound("Provider not found");
    return row;
  }

  private async shown(id: number): Promise<Provider> {
    const provider = (await this.providerService.list()).data.find((p) => p.id === id);
    if (!provider) throw notFound("Provider not found");
    return provider;
  }

  /**
   * PATCH {name?, url?, key?, low_balance_threshold?}: a left-out (or blank) key keeps the current one; a threshold
   * of null or "" turns the low-balance alert off.
   */
  async update(id: number, body: unknown): Promise<{ before: Provider; after: Provider }> {
    const input = (body ?? {}) as Record<string, unknown>;
    const current = await this.row(id);
    const before = await this.shown(id);
    const name = input.name === undefined ? current.name : text(input.name).slice(0, 100);
    if (!name) throw validationError({ name: ["Enter a name for the provider."] });
    // The URL sent back unchanged stands as it is: a child panel's parent has one no operator could enter.
    const url = input.url === undefined || text(input.url) === current.url ? current.url : readUrl(input.url);
    const newKey = text(input.key);
    if (newKey.length > 300) throw validationError({ key: ["Enter the API key the provider gave you."] });
    const threshold = readThreshold(input.low_balance_threshold, current.lowBalanceThreshold);
    const apiKey = newKey || current.apiKey;
    let balance: { balance: string; currency: string } | undefined;
    if (url !== current.url || apiKey !== current.apiKey) {
      try {
        balance = await clientFor({ url, apiKey }, this.providerService.clientOptions).balance();
      } catch (error) {
        throw balanceCheckError(error);
      }
    }
    await this.db.transaction(async (tx) => {
      await tx.update(providers).set({ name, url, apiKey, lowBalanceThreshold: threshold }).where(eq(providers.id, id));
      await checkLowBalance(tx, id);
    });
    if (balance) await recordProviderBalance(this.db, id, balance);
    return { before, after: await this.shown(id) };
  }

  /** DELETE: only a provider no service and no order points at (imported services are disabled, never deleted). */
  async remove(id: number): Promise<Provider> {
    const before = await this.shown(id);
    const [uses] = await queryRows<{ services: number; orders: number }>(
      this.db,
      sql`select
        (select cast(count(*) as integer) from service_sources where provider_id = ${id}) as services,
        (select cast(count(*) as integer) from provider_orders where provider_id = ${id}) as orders`,
    );
    if ((uses?.services ?? 0) > 0 || (uses?.orders ?? 0) > 0) {
      throw new HttpError(
        409,
        `${before.name} still backs ${uses?.services ?? 0} services and ${uses?.orders ?? 0} orders; ` +
          "disable its services instead of removing it.",
      );
    }
    await this.db.delete(providers).where(eq(providers.id, id));
    return before;
  }
}
