import { sql } from "drizzle-orm";
import type { Queryable } from "../db/client";
import { jobs } from "../db/schema";

export interface EnqueueOptions {
  /** Not before this time (drip-feed runs, retries). */
  runAt?: Date;
  /** A second job with the same key is not added while one is queued or running. */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Adds a job in the caller's transaction (the transactional outbox): it exists exactly when the change that
 * needs it was committed, so a crash between the two cannot lose it or run it for a change that never happened.
 */
export async function enqueue(
  db: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind,
      payload,
      runAt: options.runAt ?? sql`now()`,
      dedupeKey: options.dedupeKey ?? null,
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    })
    .onConflictDoNothing();
}

/** Wait before retry n (1-based): 2 s, 4 s, 8 s … capped at 10 minutes, with ±20 % jitter. */
export function backoffMs(attempt: number, baseMs = 2000): number {
  const raw = Math.min(baseMs * 2 ** (attempt - 1), 10 * 60_000);
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}
