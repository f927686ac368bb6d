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

/**
 * Keeps the next run of a periodic job queued for the whole cluster: when no job of `kind` is queued or running,
 * one is queued to run `everyMs` from now. Every instance calls this on every tick and the dedupe key lets one
 * through, so the job runs once per interval however many instances there are (the check reads
 * jobs_dedupe_active_idx; no sequence value is spent when one is queued already).
 */
export async function schedulePeriodic(db: Queryable, kind: string, everyMs: number): Promise<void> {
  await db.execute(sql`
    insert into ${jobs} (kind, payload, run_at, dedupe_key, max_attempts)
    select ${kind}, '{}'::jsonb, now() + ${everyMs}::int * interval '1 millisecond', ${kind}, 1
    where not exists (select 1 from ${jobs} where dedupe_key = ${kind} and state in ('queued', 'running'))
    on conflict do nothing`);
}

/** Wait before retry n (1-based): 2 s, 4 s, 8 s … capped at 10 minutes, with ±20 % jitter. */
export function backoffMs(attempt: number, baseMs = 2000): number {
  const raw = Math.min(baseMs * 2 ** (attempt - 1), 10 * 60_000);
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}
