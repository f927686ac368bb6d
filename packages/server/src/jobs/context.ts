import type { Db } from "../db/client";
import type { OrderService } from "../services/orders";
import type { ProviderClientOptions } from "../services/providers/client";
import type { ServiceUpdateService } from "../services/service-updates";

/** What job handlers work with. */
export interface JobContext {
  db: Db;
  orders: OrderService;
  serviceUpdates: ServiceUpdateService;
  /** How each call to a provider is made: its timeout, whether private addresses may be called. */
  providerClient: ProviderClientOptions;
  warn: (message: string, details?: Record<string, unknown>) => void;
}

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
export const PERIODIC_JOB_KINDS: readonly string[] = [
  JOB_KINDS.syncStatuses,
  JOB_KINDS.syncServices,
  JOB_KINDS.refreshAggregates,
  JOB_KINDS.refreshBalances,
  JOB_KINDS.renewPanels,
];
