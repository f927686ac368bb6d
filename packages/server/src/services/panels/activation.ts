import { PANEL_TERMS_MESSAGES, panelCurrencyOf } from "@smm/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { currentPanelId, MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { admins, childPanels, type PanelStatus, panels, users } from "../../db/schema";
import { JOB_KINDS } from "../../jobs/kinds";
import { enqueue } from "../../jobs/queue";
import { childPanelFirstSettings, readSettings } from "../settings";
import type { PanelDirectory } from "./directory";
import type { HostRegistry } from "./hosts";
import { preparePanelData, supplyFromParent } from "./provision";

/** The job that turns an activated child panel order into a running panel (jobs/index.ts). */
const ACTIVATE_PANEL_JOB = JOB_KINDS.activatePanel;

/** The label of a child panel's temporary address: its domain's first label, made safe for a host name. */
export function panelLabel(domain: string): string {
  const label = (domain.toLowerCase().split(".")[0] ?? "")
    .replace(/[^a-z0-9-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40);
  return label || "panel";
}

/**
 * Queues the activation with the status change that asks for it (same transaction), once per order: the panel is
 * made by the job queue, so an activation that stopped half-way is finished by its retry.
 */
export function queueActivation(tx: Queryable, childPanelId: number): Promise<void> {
  return enqueue(tx, ACTIVATE_PANEL_JOB, { childPanelId }, { dedupeKey: `${ACTIVATE_PANEL_JOB}:${childPanelId}` });
}

/**
 * Follows an operator's change of an activated order (suspended, cancelled) in the registry: an operator's
 * suspension is not lifted by a payment (no `unpaid_since`); a cancellation starts the grace period.
 */
export async function setPanelStatus(tx: Queryable, childPanelId: number, status: PanelStatus): Promise<void> {
  await tx
    .update(panels)
    .set({
      status,
      ...(status === "suspended"
        ? { suspendedReason: PANEL_TERMS_MESSAGES.suspendedByOperator, unpaidSince: null }
        : {}),
      ...(status === "cancelled" ? { cancelledAt: sql`now()` } : {}),
    })
    .where(and(eq(panels.parentId, sql`current_panel_id()`), eq(panels.orderId, childPanelId)));
}

/**
 * Makes the running panel of a child panel order, as the parent panel (the job's): registers it (its temporary
 * address is its domain's first label, or that label and the order's id when the label is taken), then, as the new
 * panel, its first rows and its owner, the first operator, who signs in with the admin username and password of the
 * order form (their e-mail on the parent also names them, and is where their password reset mails go); and the parent
 * becomes its provider through the owner's account here (provision.ts). Every step may run again.
 */
export async function activatePanel(db: Db, directory: PanelDirectory, childPanelId: number): Promise<number> {
  const parentId = currentPanelId();
  if (parentId === undefined) throw new Error("A panel is activated as its parent panel");
  // Child panels sell none (services/child-panels.ts): an order a child panel took before that makes no panel.
  if (parentId !== MAIN_PANEL_ID) throw new Error(`Panel ${parentId} is a child panel: it makes no panels`);
  const [order] = await db
    .select({ panel: childPanels, email: users.email })
    .from(childPanels)
    .innerJoin(users, eq(users.id, childPanels.userId))
    .where(eq(childPanels.id, childPanelId));
  if (!order) throw new Error(`No child panel order ${childPanelId}`);
  const { panel } = order;
  const panelId = await registerPanel(db, directory.hosts, parentId, panel);
  await withPanel(panelId, async () => {
    await preparePanelData(db, childPanelFirstSettings(panel));
    await db
      .insert(admins)
      .values({
        username: panel.adminUsername,
        email: order.email,
        passwordHash: panel.adminPasswordHash,
        role: "owner",
      })
      .onConflictDoNothing();
  });
  await supplyFromParent(db, panelId, panel.userId);
  directory.changed();
  return panelId;
}

/**
 * Enters the panel in the registry of host names (hosts.ts), or opens it again: its domain must be free of the main
 * panel's names and of every other panel (checked here, and by the unique index on `panels.domain` should another
 * activation win a race meanwhile), its temporary address must be no reserved name.
 */
async function registerPanel(
  db: Db,
  hosts: HostRegistry,
  parentId: number,
  panel: typeof childPanels.$inferSelect,
): Promise<number> {
  const { reserved_hosts } = await readSettings(db);
  const refusal = await hosts.refusal(db, panel.domain, reserved_hosts, { parentId, orderId: panel.id });
  if (refusal) throw new Error(`Child panel order ${panel.id} (${panel.domain}) is not activated: ${refusal}`);
  const label = panelLabel(panel.domain);
  const temporary = hosts.temporaryHost(label);
  const values = {
    domain: panel.domain.toLowerCase(),
    parentId,
    ownerUserId: panel.userId,
    orderId: panel.id,
    pricePerMonth: panel.pricePerMonth,
    currency: panelCurrencyOf(panel.currency),
    status: "active" as const,
    // The order paid the first month.
    renewsAt: sql`date_trunc('milliseconds', now()) + interval '1 month'`,
  };
  const taken = await db.select({ id: panels.id }).from(panels).where(eq(panels.name, label));
  const free = taken.length === 0 && !(temporary && hosts.reserved(reserved_hosts).has(temporary));
  await db
    .insert(panels)
    .values({ ...values, name: free ? label : `${label}-${panel.id}` })
    .onConflictDoNothing({ target: [panels.parentId, panels.orderId] });
  // Active again, also when it existed (a suspended panel the operator re-activated; an unpaid renewal stays due).
  const [row] = await db
    .update(panels)
    .set({ status: "active", suspendedReason: null, unpaidSince: null })
    .where(and(eq(panels.parentId, parentId), eq(panels.orderId, panel.id)))
    .returning({ id: panels.id });
  if (!row) throw new Error(`The panel of order ${panel.id} was not registered`);
  return row.id;
}
