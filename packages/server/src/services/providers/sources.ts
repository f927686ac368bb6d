import { PARENT_PANEL_URL } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "../../db/client";
import { providers, serviceSources } from "../../db/schema";
import { ProviderClient, type ProviderClientOptions, saidItHonoursIdempotencyKey } from "./client";
import { ParentPanelClient } from "./parent-panel";

export type ProviderRow = typeof providers.$inferSelect;

/** The client of a provider: over HTTP, or in-process when the provider is the running child panel's parent. */
export function clientFor(
  provider: Pick<ProviderRow, "url" | "apiKey">,
  options: ProviderClientOptions,
): ProviderClient {
  if (provider.url === PARENT_PANEL_URL) return new ParentPanelClient(provider.apiKey, options);
  return new ProviderClient(provider.url, provider.apiKey, options);
}

/**
 * Whether a provider makes a repeated `add` with the same Idempotency-Key the same order, so that sending again after
 * an unknown outcome cannot pay twice: a parent panel does (its API v2 runs in-process, through placeOrdersOnce), and
 * so does another panel of this software, which says so in a header of its answers (IDEMPOTENCY_HONOURED_HEADER).
 */
export function honoursIdempotencyKey(provider: Pick<ProviderRow, "url">): boolean {
  return provider.url === PARENT_PANEL_URL || saidItHonoursIdempotencyKey(provider.url);
}

/** The provider a service is resold from, with the provider's id for it; undefined for a manual service. */
export async function sourceOf(db: Queryable, serviceId: number) {
  const [row] = await db
    .select({ source: serviceSources, provider: providers })
    .from(serviceSources)
    .innerJoin(providers, eq(providers.id, serviceSources.providerId))
    .where(and(eq(serviceSources.serviceId, serviceId)))
    .limit(1);
  return row;
}
