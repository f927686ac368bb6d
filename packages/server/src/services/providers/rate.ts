import {
  type CurrencyCode,
  type DecimalString,
  defaultParentRate,
  PROVIDER_RATE_MESSAGE,
  resaleUnitPrice,
  toDecimal,
} from "@smm/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providers, serviceSources, services } from "../../db/schema";
import { notFound, validationError } from "../../errors";
import type { ServiceUpdateService } from "../service-updates";
import type { ProviderRow } from "./sources";

/**
 * A provider's prices are in its currency; the panel's in its own. The conversion happens once, when a service is
 * imported and at each sync, at the owner's rate (providers.currency_rate, "your rate"), kept on each imported
 * service (service_sources.currency_rate) so its price is always provider rate × markup × that rate (resaleUnitPrice).
 * These few functions are the whole of it, so any import flow can call them.
 */

const RATE_PATTERN = /^\d{1,12}(\.\d{1,6})?$/;

/** A child panel's parent provider as it starts: in the parent's currency, at the default rate of the two. */
export function parentProviderCurrency(parent: CurrencyCode, child: CurrencyCode) {
  return { currency: parent, currencyRate: defaultParentRate(parent, child) };
}

/** The rate typed by the owner (a form's text or a JSON number), or undefined when it is no positive rate. */
export function readRate(value: unknown): DecimalString | undefined {
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  return RATE_PATTERN.test(text) && toDecimal(text).greaterThan(0) ? text : undefined;
}

/** The rate an import converts at: the one the request names, else the provider's own, else 1 (same currency). */
export function importRate(provider: Pick<ProviderRow, "currencyRate">, requested: unknown): DecimalString | undefined {
  if (requested === undefined || requested === null || requested === "") return provider.currencyRate ?? "1";
  return readRate(requested);
}

/**
 * The owner changes their rate: kept on the provider and on every service imported from it, and each of those
 * services re-priced through the same markup rule (resaleUnitPrice of the provider's last price), the change entering
 * the Updates feed like a sync's. Answers how many prices changed.
 */
export async function changeProviderRate(
  db: Db,
  serviceUpdates: ServiceUpdateService,
  providerId: number,
  value: unknown,
): Promise<{ repriced: number }> {
  const rate = readRate(value);
  if (!rate) throw validationError({ currency_rate: [PROVIDER_RATE_MESSAGE] });
  const sources = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(providers)
      .set({ currencyRate: rate })
      .where(eq(providers.id, providerId))
      .returning({ id: providers.id });
    if (!row) throw notFound("Provider not found");
    return tx
      .update(serviceSources)
      .set({ currencyRate: rate })
      .where(eq(serviceSources.providerId, providerId))
      .returning();
  });
  let repriced = 0;
  for (const source of sources) {
    const [service] = await db
      .select({ unitPrice: services.unitPrice })
      .from(services)
      .where(eq(services.id, source.serviceId));
    const price = resaleUnitPrice(source.providerRate, source.markupPercent, rate);
    if (!service || toDecimal(price).equals(service.unitPrice)) continue;
    await serviceUpdates.updateService(source.serviceId, { price });
    repriced++;
  }
  return { repriced };
}
