import { sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { withPanel } from "../db/panel-context";
import { queryRows } from "../db/rows";
import { jobs } from "../db/schema";
import { backoffMs } from "./queue";

export interface ClaimedJob {
  id: number;
  /** The panel the job runs as; null for a periodic job that visits every panel itself (jobs/panels.ts). */
  panel_id: number | null;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
}

/**
 * A handler either returns (the job is done) or throws (the job is retried with backoff until its last
 * attempt). A handler that records its result in a transaction calls `completeJob(tx, job.id)` in it, so the
 * result and the job's completion commit together.
 */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface WorkerOptions {
  /** How often to look for due jobs; 0 = never on its own (tests call `runDue`). */
  pollMs: number;
  /** How long a claimed job is ours; a worker that dies releases its jobs when this passes. */
  leaseMs?: number;
  batchSize?: number;
  /** Called on every tick before claiming (schedules periodic work). */
  onTick?: () => Promise<void>;
  onError?: (error: unknown, job?: ClaimedJob) => void;
  backoffBaseMs?: number;
}

/**
 * Runs due jobs inside the server process. Claiming is one statement: `FOR UPDATE SKIP LOCKED` lets several
 * instances poll the same table without ever taking the same job; on PGlite (one connection) it is trivially
 * exclusive. Stops cleanly: `stop()` waits for the jobs in hand.
 */
export async function completeJob(tx: Queryable, jobId: number): Promise<void> {
  await tx.execute(
    sql`update ${jobs} set state = 'done', finished_at = now(), locked_until = null, last_error = null
        where id = ${jobId} and state = 'running'`,
  );
}

export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly options: WorkerOptions,
  ) {}

  handle(kind: string, handler: JobHandler): this {
    this.handlers.set(kind, handler);
    return this;
  }

  start(): void {
    if (this.options.pollMs <= 0 || this.timer || this.stopped) return;
    const loop = async () => {
      await this.runDue().catch((error) => this.options.onError?.(error));
      if (!this.stopped) this.timer = setTimeout(loop, this.options.pollMs);
    };
    this.timer = setTimeout(loop, this.options.pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  /** One pass: schedule, claim due jobs, run them. Answers how many ran. Passes never overlap. */
  runDue(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Runs passes until no job is due (tests, and draining before shutdown). */
  async drain(maxPasses = 50): Promise<void> {
    for (let pass = 0; pass < maxPasses; pass++) if ((await this.runDue()) === 0) return;
  }

  private async pass(): Promise<number> {
    await this.options.onTick?.();
    const claimed = await this.claim();
    for (const job of claimed) await this.run(job);
    return claimed.length;
  }

  private claim(): Promise<ClaimedJob[]> {
    const leaseMs = this.options.leaseMs ?? 60_000;
    return queryRows<ClaimedJob>(
      this.db,
      sql`
      update ${jobs} set state = 'running', attempts = attempts + 1,
        locked_until = now() + (${leaseMs}::int * interval '1 millisecond')
      where id in (
        select id from ${jobs}
        where (state = 'queued' and run_at <= now()) or (state = 'running' and locked_until < now())
        order by run_at, id
        limit ${this.options.batchSize ?? 20}
        for update skip locked
      )
      returning id, panel_id, kind, payload, attempts, max_attempts`,
    );
  }

  private async run(job: ClaimedJob): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      // The job's work sees its panel's rows only, like the request that queued it.
      await (job.panel_id === null ? handler(job) : withPanel(job.panel_id, () => handler(job)));
      await completeJob(this.db, job.id);
    } catch (error) {
      this.options.onError?.(error, job);
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.max_attempts;
      const delay = backoffMs(job.attempts, this.options.backoffBaseMs);
      await this.db.execute(
        sql`update ${jobs} set state = ${last ? "failed" : "queued"}, last_error = ${message.slice(0, 500)},
              locked_until = null, run_at = now() + (${delay}::int * interval '1 millisecond'),
              finished_at = ${last ? sql`now()` : null}
            where id = ${job.id} and state = 'running'`,
      );
    }
  }
}
