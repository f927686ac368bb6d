import type { Db } from "../db/client";
import { JOB_KINDS } from "./context";
import { schedulePeriodic } from "./queue";

export interface ScheduleOptions {
  statusSyncMs: number;
  serviceSyncMs: number;
  aggregatesMs: number;
  balancesMs: number;
  renewalsMs: number;
}

/**
 * Puts periodic work on the queue (status and service syncs, the roll-ups, provider balances, child panels' renewals), once per cluster (schedulePeriodic).
 * Orders need nothing from here: each enqueues its own forwarding when it is placed.
 */
export class Scheduler {
  constructor(
    private readonly db: Db,
    private readonly options: ScheduleOptions,
  ) {}

  async tick(): Promise<void> {
    await schedulePeriodic(this.db, JOB_KINDS.syncStatuses, this.options.statusSyncMs);
    await schedulePeriodic(this.db, JOB_KINDS.syncServices, this.options.serviceSyncMs);
    await schedulePeriodic(this.db, JOB_KINDS.refreshAggregates, this.options.aggregatesMs);
    await schedulePeriodic(this.db, JOB_KINDS.refreshBalances, this.options.balancesMs);
    await schedulePeriodic(this.db, JOB_KINDS.renewPanels, this.options.renewalsMs);
  }
}
