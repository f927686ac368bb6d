import type { Db } from "../db/client";
import { JOB_KINDS } from "./context";
import { enqueue } from "./queue";

export interface ScheduleOptions {
  statusSyncMs: number;
  serviceSyncMs: number;
}

/**
 * Puts periodic work on the queue (status and service syncs). Dedupe keys keep one queued sync per kind however
 * many instances tick. Orders need nothing from here: each enqueues its own forwarding when it is placed.
 */
export class Scheduler {
  // The first syncs come one interval after start, not in the middle of starting up.
  private last = { statuses: Date.now(), services: Date.now() };

  constructor(
    private readonly db: Db,
    private readonly options: ScheduleOptions,
  ) {}

  async tick(now = Date.now()): Promise<void> {
    if (now - this.last.statuses >= this.options.statusSyncMs) {
      this.last.statuses = now;
      await enqueue(this.db, JOB_KINDS.syncStatuses, {}, { dedupeKey: JOB_KINDS.syncStatuses, maxAttempts: 1 });
    }
    if (now - this.last.services >= this.options.serviceSyncMs) {
      this.last.services = now;
      await enqueue(this.db, JOB_KINDS.syncServices, {}, { dedupeKey: JOB_KINDS.syncServices, maxAttempts: 1 });
    }
  }
}
