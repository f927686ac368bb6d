/**
 * The names of the job kinds: what a feature enqueues and what the worker runs it with (`JobWorker.handle`, in
 * jobs/index.ts). The queue itself knows a kind only through that registration; this file imports nothing, so a
 * service can enqueue its job without the queue importing the service.
 */
export const JOB_KINDS = {
  forwardOrder: "forward-order",
  dripRun: "drip-run",
  syncStatuses: "sync-statuses",
  syncServices: "sync-services",
  forwardRefill: "forward-refill",
  forwardCancel: "forward-cancel",
  refreshAggregates: "refresh-aggregates",
  refreshBalances: "refresh-balances",
  activatePanel: "activate-panel",
  renewPanels: "renew-panels",
} as const;

/** Kinds the scheduler keeps one run of queued for the whole cluster, each due one interval after the last. */
export const PERIODIC_JOB_KINDS = [
  JOB_KINDS.syncStatuses,
  JOB_KINDS.syncServices,
  JOB_KINDS.refreshAggregates,
  JOB_KINDS.refreshBalances,
  JOB_KINDS.renewPanels,
] as const;
export type PeriodicJobKind = (typeof PERIODIC_JOB_KINDS)[number];
