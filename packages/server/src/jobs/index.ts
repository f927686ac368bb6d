import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { POPULARITY_PUBLISH_MS, refreshAggregates } from "../services/aggregates";
import type { OrderService } from "../services/orders";
import { activatePanel } from "../services/panels/activation";
import type { PanelDirectory } from "../services/panels/directory";
import { runPanelRenewals } from "../services/panels/renewal";
import type { ProviderService } from "../services/providers";
import type { ServiceUpdateService } from "../services/service-updates";
import type { JobContext } from "./handlers/context";
import { dripRun } from "./handlers/drip-run";
import { forwardOrder } from "./handlers/forward-order";
import { forwardCancel, forwardRefill } from "./handlers/forward-requests";
import { syncStatuses } from "./handlers/sync-statuses";
import { JOB_KINDS, PERIODIC_JOB_KINDS, type PeriodicJobKind } from "./kinds";
import { forEachPanelWithWork } from "./panels";
import { Scheduler } from "./scheduler";
import { JobWorker } from "./worker";

export interface JobsOptions {
  db: Db;
  orders: OrderService;
  serviceUpdates: ServiceUpdateService;
  providers: ProviderService;
  /** The host → panel map, told when an activation made a panel. */
  panelDirectory: PanelDirectory;
  /** 0: the worker does not poll by itself (tests drive it with runDue / drain). */
  pollMs: number;
  statusSyncMs: number;
  serviceSyncMs: number;
  aggregatesMs: number;
  balancesMs: number;
  /** How often child panels' renewals, reminders and expired grace periods are looked at. */
  renewalsMs: number;
  /** The time the renewals go by (tests set their own). */
  clock?: () => Date;
  leaseMs?: number;
  backoffBaseMs?: number;
  warn: (message: string, details?: Record<string, unknown>) => void;
}

/** The order job queue: the worker with every handler, and the scheduler that feeds it periodic work. */
export function createJobs(options: JobsOptions): JobWorker {
  const context: JobContext = {
    db: options.db,
    orders: options.orders,
    serviceUpdates: options.serviceUpdates,
    providerClient: options.providers.clientOptions,
    warn: options.warn,
  };
  const intervals: Record<PeriodicJobKind, number> = {
    [JOB_KINDS.syncStatuses]: options.statusSyncMs,
    [JOB_KINDS.syncServices]: options.serviceSyncMs,
    [JOB_KINDS.refreshAggregates]: options.aggregatesMs,
    [JOB_KINDS.refreshBalances]: options.balancesMs,
    [JOB_KINDS.renewPanels]: options.renewalsMs,
  };
  const scheduler = new Scheduler(
    options.db,
    PERIODIC_JOB_KINDS.map((kind) => ({ kind, everyMs: intervals[kind] })),
  );
  // The periodic jobs belong to no panel: each visits the panels that have its kind of work.
  const withProviders = (work: () => Promise<void>) =>
    forEachPanelWithWork(options.db, sql`panels_with_providers()`, work);
  return new JobWorker(options.db, {
    pollMs: options.pollMs,
    ...(options.leaseMs ? { leaseMs: options.leaseMs } : {}),
    ...(options.backoffBaseMs ? { backoffBaseMs: options.backoffBaseMs } : {}),
    onTick: () => scheduler.tick(),
    onError: (error, job) => options.warn("job failed", { job: job?.id, kind: job?.kind, error: String(error) }),
  })
    .handle(JOB_KINDS.forwardOrder, (job) => forwardOrder(context, job))
    .handle(JOB_KINDS.dripRun, (job) => dripRun(context, job))
    .handle(JOB_KINDS.syncStatuses, () => withProviders(() => syncStatuses(context)))
    .handle(JOB_KINDS.syncServices, () => withProviders(() => options.providers.syncAll(options.warn)))
    .handle(JOB_KINDS.forwardRefill, (job) => forwardRefill(context, job))
    .handle(JOB_KINDS.forwardCancel, (job) => forwardCancel(context, job))
    .handle(JOB_KINDS.refreshAggregates, () =>
      forEachPanelWithWork(
        options.db,
        sql`panels_with_new_activity(${POPULARITY_PUBLISH_MS}::int * interval '1 millisecond')`,
        () => refreshAggregates(options.db),
      ),
    )
    .handle(JOB_KINDS.activatePanel, (job) =>
      activatePanel(options.db, options.panelDirectory, Number(job.payload.childPanelId)).then(() => {}),
    )
    .handle(JOB_KINDS.refreshBalances, () => withProviders(() => options.providers.refreshBalances()))
    .handle(JOB_KINDS.renewPanels, () =>
      runPanelRenewals(options.db, options.panelDirectory, options.clock?.() ?? new Date()),
    );
}
