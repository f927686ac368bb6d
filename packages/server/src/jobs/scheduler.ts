import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { jobs } from "../db/schema";
import { JOB_KINDS } from "./context";
import { schedulePeriodic } from "./queue";

export interface ScheduleOptions {
  statusSyncMs: number;
  serviceSyncMs: number;
  aggregatesMs: number;
}

/**
 * Puts periodic work on the queue, once per cluster (schedulePeriodic), and the sweep enqueues a forward for any provider-backed order that has none (orders placed on the web or
 * as mass orders, which do not enqueue their own).
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
    await this.sweepUnforwarded();
  }

  private async sweepUnforwarded(): Promise<void> {
    await this.db.execute(sql`
      insert into ${jobs} (kind, payload, dedupe_key)
      select ${JOB_KINDS.forwardOrder}, jsonb_build_object('orderId', o.id), 'forward:' || o.id || ':0'
      from orders o
      join service_sources s on s.service_id = o.service_id
      left join provider_orders po on po.order_id = o.id and po.run = 0
      left join order_details d on d.order_id = o.id
      where o.status = 'pending' and po.id is null and d.runs is null
        and not exists (select 1 from ${jobs} j where j.dedupe_key = 'forward:' || o.id || ':0')
      order by o.id
      limit 100
      on conflict do nothing`);
  }
}
