import {
  CHILD_PANEL_MESSAGES,
  type ChildPanel,
  type ChildPanelCurrency,
  type ChildPanelValues,
  formatMoney,
  toDecimal,
} from "@smm/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { childPanels } from "../db/schema";
import { notFound, validationError } from "../errors";
import { debit } from "./ledger";
import { hashPassword } from "./passwords";
import type { SettingsService } from "./settings";

type Row = typeof childPanels.$inferSelect;

export function toChildPanel(row: Row, nameservers: readonly string[]): ChildPanel {
  return {
    id: row.id,
    domain: row.domain,
    currency: row.currency as ChildPanelCurrency,
    adminUsername: row.adminUsername,
    pricePerMonth: row.pricePerMonth,
    status: row.status,
    nameservers,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ChildPanelService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  private async nameservers(): Promise<readonly string[]> {
    return (await this.settings.all()).child_panel.nameservers;
  }

  /**
   * Orders a panel: the operator's monthly price (Settings, NGN) is charged from the balance in the same transaction.
   * `pricePerMonth` is the price the customer was shown; if the operator changed it since, nothing is charged and
   * the answer names the new price.
   */
  async create(tx: Tx, userId: number, values: ChildPanelValues) {
    const { child_panel } = await this.settings.all(tx);
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
      })
      .returning();
    if (!row) throw new Error("child panel insert returned nothing");
    await debit(tx, row.pricePerMonth, {
      userId,
      kind: "order",
      method: "Child panel",
      reference: `child-panel:${row.id}`,
    });
    return toChildPanel(row, child_panel.nameservers);
  }

  async list(userId: number) {
    const rows = await this.db
      .select()
      .from(childPanels)
      .where(eq(childPanels.userId, userId))
      .orderBy(desc(childPanels.id));
    const nameservers = await this.nameservers();
    return rows.map((row) => toChildPanel(row, nameservers));
  }

  async get(userId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(childPanels)
      .where(and(eq(childPanels.id, id), eq(childPanels.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Child panel not found");
    return toChildPanel(row, await this.nameservers());
  }
}
