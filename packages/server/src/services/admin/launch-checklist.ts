import { type LaunchChecklist, type LaunchFacts, launchChecklistOf } from "@smm/domain";
import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { ServerConfig } from "../../config";
import type { Db } from "../../db/client";
import { currentPanelId, MAIN_PANEL_ID } from "../../db/panel-context";
import { admins, adminTwoFactor, categories, services } from "../../db/schema";
import type { DepositService } from "../payments/deposits";
import type { SettingsService } from "../settings";

/**
 * The launch checklist of the running panel (GET /admin/launch-checklist), from what is really there: the settings,
 * the payment methods customers can pay with now, the catalogue on sale, PUBLIC_URL and the owner's two-factor. The
 * steps and their texts are the domain's (launchChecklist.ts). A child panel's owner is not asked about PUBLIC_URL
 * (its address is its domain) or child panel sales (a child panel sells none).
 */
export class LaunchChecklistService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly deposits: DepositService,
    private readonly config: Pick<ServerConfig, "publicUrl" | "publicUrlSet" | "demo">,
  ) {}

  async facts(): Promise<LaunchFacts> {
    const main = currentPanelId() === MAIN_PANEL_ID;
    const [settings, gateways, catalogue, ownerTwoFactor] = await Promise.all([
      this.settings.all(),
      this.deposits.gateways(),
      this.catalogue(),
      this.ownerHasTwoFactor(),
    ]);
    return {
      siteName: settings.site_name,
      mailFrom: settings.mail_from,
      paymentMethods: settings.payment_methods
        .filter((method) => this.deposits.offers(method.id, settings, gateways))
        .map((method) => method.name),
      ...catalogue,
      publicUrl: main ? { set: this.config.publicUrlSet, url: this.config.publicUrl } : null,
      ownerTwoFactor,
      childPanels: main
        ? {
            sales: settings.child_panel_sales,
            price: settings.child_panel.price_per_month,
            nameservers: settings.child_panel.nameservers,
            demo: this.config.demo,
          }
        : null,
    };
  }

  async checklist(): Promise<LaunchChecklist> {
    return launchChecklistOf(await this.facts());
  }

  /** Enabled categories, and the enabled services in them (what customers can order). */
  private async catalogue(): Promise<{ categories: number; services: number }> {
    const [shown] = await this.db.select({ n: count() }).from(categories).where(eq(categories.enabled, true));
    const [onSale] = await this.db
      .select({ n: count() })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(services.enabled, true), eq(categories.enabled, true)));
    return { categories: shown?.n ?? 0, services: onSale?.n ?? 0 };
  }

  /** An active owner whose sign-in asks for a confirmed authenticator's code. */
  private async ownerHasTwoFactor(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: admins.id })
      .from(admins)
      .innerJoin(adminTwoFactor, eq(adminTwoFactor.adminId, admins.id))
      .where(and(eq(admins.role, "owner"), isNull(admins.disabledAt), isNotNull(adminTwoFactor.confirmedAt)))
      .limit(1);
    return row !== undefined;
  }
}
