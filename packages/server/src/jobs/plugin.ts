import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { readTuning } from "../config";
import { writeLog } from "../services/admin/system-log";
import { ProviderService } from "../services/providers";
import { ParentPanelApi } from "../services/providers/parent-panel";
import { createJobs } from ".";
import type { JobWorker } from "./worker";

declare module "fastify" {
  interface FastifyInstance {
    providers: ProviderService;
    jobs: JobWorker;
  }
}

/**
 * Providers and the order job queue. The worker starts when the app is ready and stops (finishing the job in
 * hand) when it closes. JOBS_POLL_MS=0 turns polling off (tests drive `app.jobs` by hand).
 */
export default fp(async function jobs(app: FastifyInstance) {
  const { providerTimeoutMs, ...timings } = readTuning().jobs;
  const providerClient = {
    timeoutMs: providerTimeoutMs,
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
    ...timings,
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
