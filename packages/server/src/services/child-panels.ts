import {
  CHILD_PANEL_MESSAGES,
  type ChildPanel,
  type ChildPanelCurrency,
  type ChildPanelValues,
  childPanelSalesReady,
  formatMoney,
  type RunningPanel,
  toDecimal,
} from "@smm/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { currentPanelId, MAIN_PANEL_ID } from "../db/panel-context";
import { childPanels } from "../db/schema";
import { notFound, validationError } from "../errors";
import { debit } from "./ledger";
import { queueActivation } from "./panels/activation";
import type { HostRegistry } from "./panels/hosts";
import { runningPanelsOf } from "./panels/running";
import { hashPassword } from "./passwords";
import type { SettingsService } from "./settings";

type Row = typeof childPanels.$inferSelect;

/**
 * Only the main panel sells child panels: a child panel's customers order none and its operator has no child panels
 * to manage, so no panel ever hangs below a child (whose domain only its parent's operator would see) and the main
 * operator sees every panel this server serves. Its routes answer 404 with this on a child panel.
 */
export function refuseOnChildPanel(panelId = currentPanelId()): void {
  if (panelId !== MAIN_PANEL_ID) throw notFound(CHILD_PANEL_MESSAGES.notSold);
}

/**
 * Whether the running panel sells child panels now: the main panel, with its operator's sales switched on at their own
 * price and nameservers (a production panel starts with them off: seed/production.ts).
 */
export async function childPanelsOnSale(settings: SettingsService, demo: boolean): Promise<boolean> {
  if (currentPanelId() !== MAIN_PANEL_ID) return false;
  const { child_panel_sales, child_panel } = await settings.all();
  return child_panel_sales === "on" && childPanelSalesReady(child_panel, demo);
}

export function toChildPanel(
  row: Row,
  nameservers: readonly string[],
  running: RunningPanel | null = null,
): ChildPanel {
  return {
    id: row.id,
    domain: row.domain,
    currency: row.currency as ChildPanelCurrency,
    adminUsername: row.adminUsername,
    pricePerMonth: row.pricePerMonth,
    status: row.status,
    nameservers,
    createdAt: row.createdAt.toISOString(),
    running,
  };
}

export class ChildPanelService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly hosts: HostRegistry,
    private readonly demo = false,
  ) {}

  /** See childPanelsOnSale. */
  salesOpen(): Promise<boolean> {
    return childPanelsOnSale(this.settings, this.demo);
  }

  /** The customers' routes answer 404 with why while none are sold (a child panel never sells; the main panel's sales off). */
  async refuseWhileClosed(): Promise<void> {
    refuseOnChildPanel();
    if (!(await this.salesOpen())) throw notFound(CHILD_PANEL_MESSAGES.salesOff);
  }

  private async nameservers(): Promise<readonly string[]> {
    return (await this.settings.all()).child_panel.nameservers;
  }

  /**
   * Orders a panel: the operator's monthly price (Settings, NGN) is charged from the balance in the same transaction.
   * `pricePerMonth` is the price the customer was shown; if the operator changed it since, nothing is charged and
   * the answer names the new price. With the operator's "activate on payment" on, the paid order is active at once
   * and its panel is made by the job queue (as when the operator activates it). A domain the registry of host names
   * refuses (the main panel's, another panel's, a temporary address: panels/hosts.ts) is refused before any charge.
   */
  async create(tx: Tx, userId: number, values: ChildPanelValues) {
    refuseOnChildPanel();
    const { child_panel, child_panel_terms, reserved_hosts, child_panel_sales } = await this.settings.all(tx);
    // Read again in the transaction: sales switched off since the route's check refuse this order too.
    if (child_panel_sales !== "on" || !childPanelSalesReady(child_panel, this.demo)) {
      throw notFound(CHILD_PANEL_MESSAGES.salesOff);
    }
    const activate = child_panel_terms.activate_on_payment;
    const refusal = await this.hosts.refusal(tx, values.domain, reserved_hosts);
    if (refusal) throw validationError({ domain: [refusal] });
    if (!toDecimal(values.pricePerMonth).equals(toDecimal(child_panel.price_per_month))) {
      throw validationError({
        pricePerMonth: [CHILD_PANEL_MESSAGES.priceChanged(formatMoney(child_panel.price_per_month))],
      });
    }
    const [row] = await tx
      .insert(childPanels)
      .values({
        userId,
        domain: values.domain.toLowerCase(),
        currency: values.currency,
        adminUsername: values.adminUsername,
        adminPasswordHash: await hashPassword(values.adminPassword),
        pricePerMonth: child_panel.price_per_month,
        ...(activate ? { status: "active" as const } : {}),
      })
      .returning();
    if (!row) throw new Error("child panel insert returned nothing");
    await debit(tx, row.pricePerMonth, {
      userId,
      kind: "order",
      method: "Child panel",
      reference: `child-panel:${row.id}`,
    });
    if (activate) await queueActivation(tx, row.id);
    return toChildPanel(row, child_panel.nameservers);
  }

  async list(userId: number) {
    const rows = await this.db
      .select()
      .from(childPanels)
      .where(eq(childPanels.userId, userId))
      .orderBy(desc(childPanels.id));
    const nameservers = await this.nameservers();
    const running = await runningPanelsOf(
      this.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toChildPanel(row, nameservers, running.get(row.id) ?? null));
  }

  async get(userId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(childPanels)
      .where(and(eq(childPanels.id, id), eq(childPanels.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Child panel not found");
    const running = await runningPanelsOf(this.db, [row.id]);
    return toChildPanel(row, await this.nameservers(), running.get(row.id) ?? null);
  }
}
