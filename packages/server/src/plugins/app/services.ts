import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { NOWPAYMENTS_BASE_URL } from "../../config";
import { AccountService } from "../../services/account";
import { AffiliateService } from "../../services/affiliate";
import { AuthService } from "../../services/auth";
import { CatalogueService } from "../../services/catalogue";
import { ChildPanelService } from "../../services/child-panels";
import { NotificationService } from "../../services/notifications";
import { OrderService } from "../../services/orders";
import { PanelAccess } from "../../services/panels/access";
import { DnsCheck, systemLookups } from "../../services/panels/dns-check";
import { PasswordResetService } from "../../services/password-reset";
import { BankTransferProvider } from "../../services/payments/bank-transfer";
import { DepositService } from "../../services/payments/deposits";
import { NowpaymentsProvider } from "../../services/payments/nowpayments";
import { PaystackProvider } from "../../services/payments/paystack";
import { SandboxProvider } from "../../services/payments/sandbox";
import { ResellerApiService } from "../../services/reseller-api";
import { ServiceUpdateService } from "../../services/service-updates";
import { SettingsService } from "../../services/settings";
import { TicketService } from "../../services/tickets";
import { TwoFactorService } from "../../services/two-factor";
import { loadSecretKey, TwoFactorSecrets } from "../../services/two-factor-secrets";

declare module "fastify" {
  interface FastifyInstance {
    auth: AuthService;
    settings: SettingsService;
    twoFactor: TwoFactorService;
    account: AccountService;
    catalogue: CatalogueService;
    orders: OrderService;
    affiliate: AffiliateService;
    childPanels: ChildPanelService;
    panelAccess: PanelAccess;
    tickets: TicketService;
    notifications: NotificationService;
    serviceUpdates: ServiceUpdateService;
    passwordResets: PasswordResetService;
    resellerApi: ResellerApiService;
    deposits: DepositService;
  }
}

/** The business services, built once per instance over its database (fastify/demo's plugins/app). */
export default fp(async function services(app: FastifyInstance) {
  const panelUrl = () => app.panelDirectory.currentUrl();
  app.decorate("settings", new SettingsService(app.db, new URL(app.config.publicUrl).hostname, app.config.demo));
  const secrets = new TwoFactorSecrets(await loadSecretKey(app.config), (message) => app.log.error(message));
  app.decorate("twoFactor", new TwoFactorService(app.db, app.settings, secrets));
  app.decorate("auth", new AuthService(app.db, app.twoFactor));
  app.decorate("account", new AccountService(app.db));
  app.decorate("catalogue", new CatalogueService(app.db));
  const orders = new OrderService(app.db);
  app.decorate("orders", orders);
  app.decorate("resellerApi", new ResellerApiService(app.db));
  app.decorate("affiliate", new AffiliateService(app.db, app.settings));
  app.decorate("childPanels", new ChildPanelService(app.db, app.settings, app.panelDirectory.hosts, app.config.demo));
  const dns = new DnsCheck(systemLookups(), new URL(app.config.publicUrl).hostname, app.config.serverAddresses);
  app.decorate("panelAccess", new PanelAccess(app.db, app.config.publicUrl, app.panelDirectory.hosts, dns));
  app.decorate("tickets", new TicketService(app.db));
  app.decorate("notifications", new NotificationService(app.db));
  app.decorate("serviceUpdates", new ServiceUpdateService(app.db));
  app.decorate("passwordResets", new PasswordResetService(app.db));
  const { paystackSecretKey, paystackBaseUrl, demo, nowpayments: crypto } = app.config;
  const paystack = paystackSecretKey ? new PaystackProvider(paystackSecretKey, paystackBaseUrl) : undefined;
  const nowpayments = crypto ? new NowpaymentsProvider(crypto.apiKey, crypto.ipnSecret, crypto.baseUrl) : undefined;
  // The sandbox, whose customer confirms their own deposit, exists only in demo mode: outside it no money is minted.
  const sandbox = demo ? new SandboxProvider() : undefined;
  app.decorate(
    "deposits",
    new DepositService(
      app.db,
      {
        sandbox,
        paystack,
        nowpayments,
        bankTransfer: new BankTransferProvider(),
        baseUrls: { paystack: paystackBaseUrl, nowpayments: crypto?.baseUrl ?? NOWPAYMENTS_BASE_URL },
      },
      panelUrl,
      app.settings,
    ),
  );
});
