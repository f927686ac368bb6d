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

/** One job to add: its kind, what its handler reads, and when and how it runs. */
export interface JobSpec extends EnqueueOptions {
  kind: string;
  payload: Record<string, unknown>;
}

/**
 * Adds jobs in the caller's transaction (the transactional outbox), in one statement: they exist exactly when the
 * change that needs them was committed, so a crash between the two cannot lose them or run them for a change that
 * never happened.
 */
export async function enqueueAll(db: Queryable, specs: readonly JobSpec[]): Promise<void> {
  if (specs.length === 0) return;
  await db
    .insert(jobs)
    .values(
      specs.map((spec) => ({
        kind: spec.kind,
        payload: spec.payload,
        runAt: spec.runAt ?? sql`now()`,
        dedupeKey: spec.dedupeKey ?? null,
        ...(spec.maxAttempts ? { maxAttempts: spec.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing();
}

/** One job: see `enqueueAll`. */
export function enqueue(
  db: Queryable,
  kind: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  return enqueueAll(db, [{ kind, payload, ...options }]);
}

/** Wait before retry n (1-based): 2 s, 4 s, 8 s … capped at 10 minutes, with ±20 % jitter. */
export function backoffMs(attempt: number, baseMs = 2000): number {
  const raw = Math.min(baseMs * 2 ** (attempt - 1), 10 * 60_000);
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}
