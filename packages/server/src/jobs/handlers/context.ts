import type { Db } from "../../db/client";
import type { OrderService } from "../../services/orders";
import type { ProviderClientOptions } from "../../services/providers/client";
import type { ServiceUpdateService } from "../../services/service-updates";

/** What the job handlers work with: they sit above the services (the queue below them knows none of this). */
export interface JobContext {
  db: Db;
  orders: OrderService;
  serviceUpdates: ServiceUpdateService;
  /** How each call to a provider is made: its timeout, whether private addresses may be called. */
  providerClient: ProviderClientOptions;
  warn: (message: string, details?: Record<string, unknown>) => void;
}
