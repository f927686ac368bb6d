import type { Db } from "../db/client";
import { schedulePeriodic } from "./queue";

/** A job kind that runs once per interval for the whole cluster. */
export interface PeriodicJob {
  kind: string;
  everyMs: number;
}

/**
 * Puts the periodic work registered with it on the queue (in jobs/index.ts: status and service syncs, the roll-ups,
 * provider balances, child panels' renewals), once per cluster (schedulePeriodic), in the order registered.
 * Orders need nothing from here: each enqueues its own forwarding when it is placed.
 */
export class Scheduler {
  constructor(
    private readonly db: Db,
    private readonly periodic: readonly PeriodicJob[],
  ) {}

  async tick(): Promise<void> {
    for (const { kind, everyMs } of this.periodic) await schedulePeriodic(this.db, kind, everyMs);
  }
}
