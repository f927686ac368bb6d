import type { EnsureQueryDataOptions } from "@tanstack/react-query";
import { queryClient } from "../queryClient";

// biome-ignore lint/suspicious/noExplicitAny: the queries of one page return different data under different keys.
type AnyQuery = EnsureQueryDataOptions<any, any, any, any>;

/**
 * For a route's clientLoader: fetches what its page shows first into the query cache (at once when it is cached),
 * so the page renders once, with its data, and its hooks find it. Settles when every query has answered; a failure
 * is left to the page's own query, which shows it (with its retry) rather than the route's error page.
 */
export async function preload(...queries: AnyQuery[]): Promise<null> {
  await Promise.all(queries.map((query) => queryClient.ensureQueryData(query).catch(() => undefined)));
  return null;
}
