import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { AdminCatalogueService } from "../../services/admin/catalogue";
import { AdminChildPanelService } from "../../services/admin/child-panels";
import { CustomRatesService } from "../../services/admin/custom-rates";
import { installMaintenanceGate } from "../../services/admin/maintenance";
import { AdminOrderService } from "../../services/admin/orders";
import { AdminProfileService } from "../../services/admin/profile";
import { installRequestLog } from "../../services/admin/request-log";
import { StaffService } from "../../services/admin/staff";
import { AdminSupportService } from "../../services/admin/support";
import { AdminUserService } from "../../services/admin/users";
import { MailJobService } from "../../services/mail/mail-jobs";
import { OutboxSender } from "../../services/mail/outbox-sender";
import { logTransport, type MailTransport, smtpTransport } from "../../services/mail/transport";
import { MailWorker } from "../../services/mail/worker";

declare module "fastify" {
  interface FastifyInstance {
    adminCatalogue: AdminCatalogueService;
    adminOrders: AdminOrderService;
    adminUsers: AdminUserService;
    customRates: CustomRatesService;
    adminSupport: AdminSupportService;
    adminChildPanels: AdminChildPanelService;
    adminProfile: AdminProfileService;
    staff: StaffService;
    mailJobs: MailJobService;
    mailWorker: MailWorker;
  }
}

/**
 * The operator's services, the mail worker (started when the app is ready, stopped on close), the system log
 * hook and the maintenance gate.
 */
export default fp(async function adminServices(app: FastifyInstance, options: { mailLog?: MailTransport }) {
  const panelUrl = () => app.panelDirectory.currentUrl();
  app.decorate("adminCatalogue", new AdminCatalogueService(app.db));
  app.decorate("adminOrders", new AdminOrderService(app.db, app.orders));
  app.decorate("adminUsers", new AdminUserService(app.db, app.passwordResets));
  app.decorate("customRates", new CustomRatesService(app.db));
  app.decorate("adminSupport", new AdminSupportService(app.db, app.tickets));
  app.decorate("adminChildPanels", new AdminChildPanelService(app.db, app.settings, app.panelDirectory.hosts));
  app.decorate("adminProfile", new AdminProfileService(app.db));
  app.decorate("staff", new StaffService(app.db, app.settings));

  const smtp = app.config.smtpUrl ? smtpTransport(app.config.smtpUrl) : undefined;
  const jobs = new MailJobService(app.db, smtp ? "smtp" : "outbox");
  const transport = smtp?.send ?? options.mailLog ?? logTransport(app.log);
  const sender = new OutboxSender(app.db, app.settings, panelUrl, transport, smtp !== undefined);
  const worker = new MailWorker(app.db, jobs, sender);
  app.decorate("mailJobs", jobs);
  app.decorate("mailWorker", worker);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => {
    await worker.stop();
    smtp?.close();
  });

  installRequestLog(app, app.db);
  installMaintenanceGate(app, app.settings);
});
