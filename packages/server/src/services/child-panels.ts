import { CHILD_PANEL_NAMESERVERS, type ChildPanel, type ChildPanelCurrency, childPanelSchema } from "@smm/domain";
import { and, desc, eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { childPanels } from "../db/schema";
import { HttpError, notFound } from "../errors";
import { validateBody } from "../validation";
import { debit } from "./ledger";
import { hashPassword } from "./passwords";

type Row = typeof childPanels.$inferSelect;
type Status = Row["status"];

/** pending → active → suspended/cancelled; a suspended panel can be re-activated or cancelled. */
const TRANSITIONS: Record<Status, Status[]> = {
  pending: ["active", "cancelled"],
  active: ["suspended", "cancelled"],
  suspended: ["active", "cancelled"],
  cancelled: [],
};

function toChildPanel(row: Row): ChildPanel {
  return {
    id: row.id,
    domain: row.domain,
    currency: row.currency as ChildPanelCurrency,
    adminUsername: row.adminUsername,
    pricePerMonth: row.pricePerMonth,
    status: row.status,
    nameservers: CHILD_PANEL_NAMESERVERS,
    createdAt: row.createdAt.toISOString(),
  };
}

export class ChildPanelService {
  constructor(private readonly db: Db) {}

  /** Orders a panel: the first month's price is charged from the balance in the same transaction. */
  async create(tx: Tx, userId: number, body: unknown) {
    const values = validateBody(childPanelSchema, body);
    const [row] = await tx
      .insert(childPanels)
      .values({
        userId,
        domain: values.domain.toLowerCase(),
        currency: values.currency,
        adminUsername: values.adminUsername,
        adminPasswordHash: await hashPassword(values.adminPassword),
        pricePerMonth: values.pricePerMonth,
      })
      .returning();
    if (!row) throw new Error("child panel insert returned nothing");
    await debit(tx, row.pricePerMonth, {
      userId,
      kind: "order",
      method: "Child panel",
      reference: `child-panel:${row.id}`,
    });
    return toChildPanel(row);
  }

  async list(userId: number) {
    const rows = await this.db
      .select()
      .from(childPanels)
      .where(eq(childPanels.userId, userId))
      .orderBy(desc(childPanels.id));
    return rows.map(toChildPanel);
  }

  async get(userId: number, id: number) {
    const [row] = await this.db
      .select()
      .from(childPanels)
      .where(and(eq(childPanels.id, id), eq(childPanels.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Child panel not found");
    return toChildPanel(row);
  }

  /** Operator action. */
  async setStatus(id: number, status: unknown) {
    const [row] = await this.db.select().from(childPanels).where(eq(childPanels.id, id)).limit(1);
    if (!row) throw notFound("Child panel not found");
    if (typeof status !== "string" || !TRANSITIONS[row.status].includes(status as Status)) {
      throw new HttpError(422, `A ${row.status} panel cannot become ${String(status)}.`);
    }
    const [updated] = await this.db
      .update(childPanels)
      .set({ status: status as Status })
      .where(eq(childPanels.id, id))
      .returning();
    if (!updated) throw notFound("Child panel not found");
    return toChildPanel(updated);
  }
}
