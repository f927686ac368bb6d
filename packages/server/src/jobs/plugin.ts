import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { writeLog } from "../services/admin/system-log";
import { ProviderService } from "../services/providers";
import { PROVIDER_TIMEOUT_MS } from "../services/providers/client";
import { ParentPanelApi } from "../services/providers/parent-panel";
import { createJobs } from ".";
import type { JobWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    providers: ProviderService;
    jobs: JobWorker;
  }
}

const numberFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return process.env[name] !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
};

/**
 * Providers and the order job queue. The worker starts when the app is ready and stops (finishing the job in
 * hand) when it closes. JOBS_POLL_MS=0 turns polling off (tests drive `app.jobs` by hand).
 */
export default fp(async function jobs(app: FastifyInstance) {
  const providerClient = {
    timeoutMs: numberFromEnv("PROVIDER_TIMEOUT_MS", PROVIDER_TIMEOUT_MS),
    allowPrivateNetwork: app.config.providerAllowPrivateNetwork,
    parentPanel: new ParentPanelApi(app.db),
  };
  app.decorate("providers", new ProviderService(app.db, app.serviceUpdates, providerClient));
  const worker = createJobs({
    db: app.db,
    orders: app.orders,
    serviceUpdates: app.serviceUpdates,
    providers: app.providers,
    panelDirectory: app.panelDirectory,
    pollMs: numberFromEnv("JOBS_POLL_MS", 1000),
    // The first retry's wait (doubling after): the e2e tests shorten it to see a job fail for good.
    backoffBaseMs: numberFromEnv("JOBS_BACKOFF_MS", 2000),
    statusSyncMs: numberFromEnv("STATUS_SYNC_MS", 60_000),
    serviceSyncMs: numberFromEnv("SERVICE_SYNC_MS", 3_600_000),
    aggregatesMs: numberFromEnv("AGGREGATES_REFRESH_MS", 60_000),
    balancesMs: numberFromEnv("BALANCE_REFRESH_MS", 300_000),
    renewalsMs: numberFromEnv("PANEL_RENEWAL_MS", 60_000),
    warn: (message, details) => {
      app.log.warn(details ?? {}, message);
      // Job and provider failures also reach the operator's System Logs (type "error").
      writeLog(app.db, { type: "error", action: "job.error", actor: "system", message, after: details ?? null }).catch(
        (error: unknown) => app.log.error({ err: error }, "could not write the system log"),
      );
    },
  });
  app.decorate("jobs", worker);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", () => worker.stop());
});
