import { PANEL_TERMS_MESSAGES, RENEWAL_REMINDER_DAYS } from "@smm/domain";
import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client";
import { MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { childPanels, outboxMail, panels, users } from "../../db/schema";
import { debit, InsufficientBalanceError } from "../ledger";
import { notify } from "../notifications";
import { readSettings } from "../settings";
import type { PanelDirectory } from "./directory";

const DAY_MS = 86_400_000;
const RENEWAL_METHOD = "Child panel renewal";

type PanelRow = typeof panels.$inferSelect;

/** The ledger reference of one month of one panel: unique (ledger_panel_renewal_idx), so a month is charged once. */
const renewalReference = (panelId: number, period: Date) => `panel-renewal:${panelId}:${period.toISOString()}`;

/**
 * The monthly life of child panels, run by the periodic `renew-panels` job once per cluster (and by tests with a
 * clock of their own). Each panel's money moves as its parent panel, where its owner is a customer:
 * - a reminder (notification and mail) RENEWAL_REMINDER_DAYS before the renewal, once per period;
 * - the renewal when due: one conditional debit of the monthly price with its ledger row, in the transaction that
 *   moves `renews_at` on by a month, so a retry or a second instance finds the period paid and charges nothing;
 * - too little balance: suspended with the reason; every later run tries again, so a top-up reactivates it;
 * - a cancelled panel whose grace period (the parent's setting) is over: its data is deleted.
 */
export async function runPanelRenewals(db: Db, directory: PanelDirectory, now: Date): Promise<void> {
  // One panel after another; a panel that fails stops neither the others nor the later steps, and the first
  // failure is thrown at the end (the job's log says so; the next run tries again).
  let changed = false;
  let firstError: unknown;
  const each = async (rows: PanelRow[], work: (panel: PanelRow) => Promise<boolean>) => {
    for (const row of rows) {
      try {
        changed = (await work(row)) || changed;
      } catch (error) {
        firstError ??= error;
      }
    }
  };
  await each(await dueReminders(db, now), (panel) => remind(db, panel));
  await each(await dueRenewals(db, now), (panel) => renewPanel(db, panel, now));
  await each(await cancelledPanels(db), (panel) => purgeIfExpired(db, panel, now));
  if (changed) directory.changed();
  if (firstError !== undefined) throw firstError;
}

/** Still the period read: compared at a JavaScript Date's precision (PostgreSQL keeps microseconds). */
const samePeriod = (period: Date) =>
  sql`date_trunc('milliseconds', ${panels.renewsAt}) = ${period.toISOString()}::timestamptz`;

/** Child panels (every parent's) that meet `conditions`: the registry is global, so this reads across panels. */
const childPanelsWhere = (db: Db, ...conditions: SQL[]) =>
  db
    .select()
    .from(panels)
    .where(and(isNotNull(panels.parentId), ...conditions));

/**
 * Only the main panel's children are reminded and renewed: a panel a child panel made (before child panels sold
 * none) is served nowhere (directory.ts), so nobody pays for it.
 */
const servedChild = eq(panels.parentId, MAIN_PANEL_ID);

const dueReminders = (db: Db, now: Date) =>
  childPanelsWhere(
    db,
    servedChild,
    eq(panels.status, "active"),
    lte(panels.renewsAt, new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS)),
    gt(panels.renewsAt, now),
    sql`${panels.remindedFor} is distinct from ${panels.renewsAt}`,
  );

/** Active panels due, and those suspended for an unpaid renewal (not by the operator): they may be paid now. */
const dueRenewals = (db: Db, now: Date) =>
  childPanelsWhere(
    db,
    servedChild,
    lte(panels.renewsAt, now),
    or(eq(panels.status, "active"), and(eq(panels.status, "suspended"), isNotNull(panels.unpaidSince))) as SQL,
  );

const cancelledPanels = (db: Db) =>
  childPanelsWhere(db, eq(panels.status, "cancelled"), isNotNull(panels.cancelledAt), isNull(panels.purgedAt));

/** As the parent: the owner's account there (a notification) and their e-mail (a mail). */
async function tellOwner(tx: Queryable, panel: PanelRow, subject: string, message: string): Promise<void> {
  if (panel.ownerUserId === null) return;
  await notify(tx, panel.ownerUserId, "child_panel", message);
  const [owner] = await tx.select({ email: users.email }).from(users).where(eq(users.id, panel.ownerUserId));
  if (owner) await tx.insert(outboxMail).values({ to: owner.email, subject, body: message });
}

const parentOf = (panel: PanelRow) => {
  if (panel.parentId === null) throw new Error(`Panel ${panel.id} has no parent`);
  return panel.parentId;
};

const domainOf = (panel: PanelRow) => panel.domain ?? panel.name;

/** Returns false: a reminder changes nothing the host map holds. */
async function remind(db: Db, panel: PanelRow): Promise<boolean> {
  const renewsAt = panel.renewsAt;
  if (!renewsAt) return false;
  await withPanel(parentOf(panel), () =>
    db.transaction(async (tx) => {
      // Once per period: the first run to mark this renewal date sends it.
      const [marked] = await tx
        .update(panels)
        .set({ remindedFor: renewsAt })
        .where(and(eq(panels.id, panel.id), sql`${panels.remindedFor} is distinct from ${panels.renewsAt}`))
        .returning({ id: panels.id });
      if (!marked) return;
      await tellOwner(
        tx,
        panel,
        PANEL_TERMS_MESSAGES.reminderTitle(domainOf(panel), renewsAt),
        PANEL_TERMS_MESSAGES.reminder(domainOf(panel), renewsAt, panel.pricePerMonth),
      );
    }),
  );
  return false;
}

/** The parent's order row follows the panel's status (the owner's Child Panel page, the operator's list). */
async function followOrder(tx: Tx, panel: PanelRow, status: "active" | "suspended"): Promise<void> {
  if (panel.orderId !== null) await tx.update(childPanels).set({ status }).where(eq(childPanels.id, panel.orderId));
}

/**
 * Charges the month starting at the panel's `renews_at` (as its parent). The period moves on first, conditionally
 * on it still being the one read (the row lock makes a concurrent run wait, then find it moved), and the debit
 * follows in the same transaction. A suspended panel's new month starts now: it was not served meanwhile.
 * Returns whether the panel's status changed.
 */
async function renewPanel(db: Db, panel: PanelRow, now: Date): Promise<boolean> {
  const period = panel.renewsAt;
  if (!period || panel.ownerUserId === null) return false;
  const ownerUserId = panel.ownerUserId;
  const wasSuspended = panel.status === "suspended";
  return withPanel(parentOf(panel), async () => {
    try {
      return await db.transaction(async (tx) => {
        const [renewed] = await tx
          .update(panels)
          .set({
            renewsAt: sql`case when ${panels.status} = 'suspended'
              then ${now.toISOString()}::timestamptz + interval '1 month'
              else ${panels.renewsAt} + interval '1 month' end`,
            status: "active",
            suspendedReason: null,
            unpaidSince: null,
          })
          .where(
            and(
              eq(panels.id, panel.id),
              samePeriod(period),
              inArray(panels.status, wasSuspended ? ["suspended"] : ["active"]),
            ),
          )
          .returning();
        if (!renewed) return false;
        await debit(tx, panel.pricePerMonth, {
          userId: ownerUserId,
          kind: "order",
          method: RENEWAL_METHOD,
          reference: renewalReference(panel.id, period),
        });
        if (wasSuspended) await followOrder(tx, panel, "active");
        const until = renewed.renewsAt ?? now;
        await notify(tx, ownerUserId, "child_panel", PANEL_TERMS_MESSAGES.renewed(domainOf(panel), until));
        return wasSuspended;
      });
    } catch (error) {
      if (!(error instanceof InsufficientBalanceError)) throw error;
      return wasSuspended ? false : suspendUnpaid(db, panel, period, now);
    }
  });
}

async function suspendUnpaid(db: Db, panel: PanelRow, period: Date, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [suspended] = await tx
      .update(panels)
      .set({
        status: "suspended",
        suspendedReason: PANEL_TERMS_MESSAGES.renewalUnpaid(panel.pricePerMonth),
        unpaidSince: now,
      })
      .where(and(eq(panels.id, panel.id), samePeriod(period), eq(panels.status, "active")))
      .returning({ id: panels.id });
    if (!suspended) return false;
    await followOrder(tx, panel, "suspended");
    const message = PANEL_TERMS_MESSAGES.suspendedNotice(domainOf(panel), panel.pricePerMonth);
    await tellOwner(tx, panel, message, message);
    return true;
  });
}

/**
 * Deletes the data of a cancelled panel once the parent's grace period is over: it is marked (never served again)
 * and emptied in one transaction, so a failure leaves it whole for the next run.
 */
async function purgeIfExpired(db: Db, panel: PanelRow, now: Date): Promise<boolean> {
  const cancelledAt = panel.cancelledAt;
  if (!cancelledAt) return false;
  return withPanel(parentOf(panel), async () => {
    const { child_panel_terms } = await readSettings(db);
    if (cancelledAt.getTime() + child_panel_terms.grace_days * DAY_MS > now.getTime()) return false;
    return db.transaction(async (tx) => {
      const [marked] = await tx
        .update(panels)
        .set({ purgedAt: now })
        .where(and(eq(panels.id, panel.id), eq(panels.status, "cancelled"), isNull(panels.purgedAt)))
        .returning({ id: panels.id });
      if (!marked) return false;
      await tx.execute(sql`select purge_panel_data(${panel.id}::int)`);
      return true;
    });
  });
}
