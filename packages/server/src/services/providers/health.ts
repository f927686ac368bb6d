import { type ProviderAlert, staffMayAccess } from "@smm/domain";
import { and, count, desc, eq, isNotNull, isNull, ne, or, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { adminNotifications, admins, outboxMail, providerOrders, providers } from "../../db/schema";
import { ProviderError } from "./client";

type AlertKind = (typeof adminNotifications.$inferInsert)["kind"];

/**
 * Tells the operator: an admin notification, and a mail through the mail outbox to each staff member who can act
 * on providers (not support agents, read-only finance or removed staff), in the caller's transaction (so an alert
 * exists exactly when the incident that raised it was recorded).
 */
async function alert(tx: Queryable, kind: AlertKind, providerId: number, subject: string, body: string) {
  await tx.insert(adminNotifications).values({ kind, providerId, message: subject });
  const staff = await tx
    .select({ email: admins.email, role: admins.role })
    .from(admins)
    .where(isNull(admins.disabledAt));
  const recipients = staff.filter(({ role }) => staffMayAccess(role, "PATCH", "/api/admin/providers/:id"));
  if (recipients.length > 0) {
    await tx.insert(outboxMail).values(recipients.map(({ email }) => ({ to: email, subject, body })));
  }
}

/** Unreachable (or refused by our own network rule): down; it answered, but wrongly or with an error: degraded. */
function healthOf(error: unknown): "down" | "degraded" {
  if (!(error instanceof ProviderError)) return "degraded";
  return error.kind === "unreachable" || error.kind === "timeout" || error.kind === "blocked" ? "down" : "degraded";
}

/**
 * A call to the provider failed (a forward, a status sync, a balance check): it is unhealthy with this error. The
 * first failure after a success opens an incident (`failing_since`) and alerts the operator; later failures of
 * the same incident only update the error. The conditional UPDATE makes that exactly once even when two
 * instances record a failure at the same moment.
 */
export async function recordProviderFailure(
  db: Db,
  providerId: number,
  error: unknown,
  /** When the failing call ended (a failed forward passes the time it stamped on its row). */
  at = new Date(),
): Promise<void> {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  await db.transaction(async (tx) => {
    const [opened] = await tx
      .update(providers)
      .set({ failingSince: at })
      .where(and(eq(providers.id, providerId), isNull(providers.failingSince)))
      .returning({ name: providers.name });
    await tx
      .update(providers)
      .set({ health: healthOf(error), lastError: message })
      .where(eq(providers.id, providerId));
    if (opened) {
      await alert(
        tx,
        "provider_failing",
        providerId,
        `Provider ${opened.name} is failing`,
        `Calls to the provider ${opened.name} are failing: ${message}\n\n` +
          "Orders for its services wait and are retried. Check the provider under Admin → API Providers.",
      );
    }
  });
}

/**
 * A call to the provider worked: the incident (if any) is over. Matches no row while it is healthy.
 *
 * A working balance call does not prove orders go through (a provider out of funds answers `balance` and refuses
 * `add`): after one, the provider stays unhealthy while a forward that failed in this incident is still failed.
 * Otherwise every scheduled check would end the incident and the next failed forward would alert again.
 */
export async function recordProviderSuccess(
  db: Queryable,
  providerId: number,
  call: "forward" | "balance" = "forward",
): Promise<void> {
  // A retry in flight ('sending') counts as still failing until it is answered.
  const forwardStillFailing = sql`exists (select 1 from ${providerOrders} po where po.provider_id = ${providerId}
    and po.state in ('failed', 'sending') and po.updated_at >= ${providers.failingSince})`;
  await db
    .update(providers)
    .set({ health: "ok", lastError: null, failingSince: null })
    .where(
      and(
        eq(providers.id, providerId),
        or(isNotNull(providers.failingSince), ne(providers.health, "ok")),
        call === "balance" ? sql`not ${forwardStillFailing}` : undefined,
      ),
    );
}

/**
 * A balance the provider just answered: stored with when it was read, the provider is healthy, and the operator
 * is alerted once when it falls below their threshold (again only after it has been back above it).
 */
export async function recordProviderBalance(
  db: Db,
  providerId: number,
  answer: { balance: string; currency: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(providers)
      .set({
        balance: answer.balance,
        ...(answer.currency ? { currency: answer.currency } : {}),
        balanceAt: now,
        checkedAt: now,
      })
      .where(eq(providers.id, providerId));
    await recordProviderSuccess(tx, providerId, "balance");
    await checkLowBalance(tx, providerId);
  });
}

/** Opens (and alerts) or closes the provider's low-balance incident from its stored balance and threshold. */
export async function checkLowBalance(tx: Queryable, providerId: number): Promise<void> {
  const below = sql`${providers.balance} < ${providers.lowBalanceThreshold}`;
  const [opened] = await tx
    .update(providers)
    .set({ lowBalanceSince: new Date() })
    .where(and(eq(providers.id, providerId), isNull(providers.lowBalanceSince), below))
    .returning({
      name: providers.name,
      balance: providers.balance,
      currency: providers.currency,
      threshold: providers.lowBalanceThreshold,
    });
  if (opened) {
    const amount = (value: string | null) => `${value ?? ""} ${opened.currency ?? ""}`.trim();
    await alert(
      tx,
      "provider_low_balance",
      providerId,
      `Provider ${opened.name} balance is low: ${amount(opened.balance)}`,
      `The balance at ${opened.name} is ${amount(opened.balance)}, below your alert threshold of ` +
        `${amount(opened.threshold)}. Top it up so orders keep being forwarded.`,
    );
    return;
  }
  await tx
    .update(providers)
    .set({ lowBalanceSince: null })
    .where(and(eq(providers.id, providerId), isNotNull(providers.lowBalanceSince), sql`not coalesce(${below}, false)`));
}

/** The newest alerts (50) and how many are unread, for the providers screen. */
export async function providerAlerts(db: Db): Promise<{ data: ProviderAlert[]; unread: number }> {
  const [rows, [unread]] = await Promise.all([
    db.select().from(adminNotifications).orderBy(desc(adminNotifications.id)).limit(50),
    db.select({ n: count() }).from(adminNotifications).where(eq(adminNotifications.read, false)),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      provider_id: row.providerId,
      message: row.message,
      read: row.read,
      created_at: row.createdAt.toISOString(),
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks every alert read (the operator has seen them); answers the list. */
export async function markProviderAlertsRead(db: Db) {
  await db.update(adminNotifications).set({ read: true }).where(eq(adminNotifications.read, false));
  return providerAlerts(db);
}
