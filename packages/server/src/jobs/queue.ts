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

/**
 * Keeps the next run of a periodic job queued for the whole cluster: when no job of `kind` is queued or running,
 * one is queued to run `everyMs` from now. Every instance calls this on every tick and the dedupe key lets one
 * through, so the job runs once per interval however many instances there are (the check reads
 * jobs_dedupe_active_idx; no sequence value is spent when one is queued already). It belongs to no panel: its
 * handler visits every panel that has work (jobs/panels.ts).
 */
export async function schedulePeriodic(db: Queryable, kind: string, everyMs: number): Promise<void> {
  await db.execute(sql`
    insert into ${jobs} (panel_id, kind, payload, run_at, dedupe_key, max_attempts)
    select null, ${kind}, '{}'::jsonb, now() + ${everyMs}::int * interval '1 millisecond', ${kind}, 1
    where not exists (select 1 from ${jobs} where dedupe_key = ${kind} and state in ('queued', 'running'))
    on conflict do nothing`);
}

/** Wait before retry n (1-based): 2 s, 4 s, 8 s … capped at 10 minutes, with ±20 % jitter. */
export function backoffMs(attempt: number, baseMs = 2000): number {
  const raw = Math.min(baseMs * 2 ** (attempt - 1), 10 * 60_000);
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}
