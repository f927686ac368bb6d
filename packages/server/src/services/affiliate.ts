import { randomBytes } from "node:crypto";
import {
  conversionRate,
  type Payout,
  type PayoutRequestValues,
  type PayoutStatus,
  payoutLimitErrors,
  subtractMoney,
  sumMoney,
} from "@smm/domain";
import { and, count, desc, eq, ne, sql, sum } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../db/client";
import { affiliatePayouts, affiliateVisits, ledgerEntries, users } from "../db/schema";
import { notFound, validationError } from "../errors";
import { debit } from "./ledger";
import type { SettingsService } from "./settings";

const PAYOUT_STATUS_LABELS: Record<(typeof affiliatePayouts.$inferSelect)["status"], PayoutStatus> = {
  pending: "Pending",
  completed: "Completed",
  rejected: "Failed",
};

function toPayout(row: typeof affiliatePayouts.$inferSelect): Payout {
  return {
    date: row.createdAt.toISOString(),
    amount: row.amount,
    status: PAYOUT_STATUS_LABELS[row.status],
    transactionId: row.transactionId,
  };
}

/** Referral programme: visits and sign-ups per referral code, 4 % commissions (credited on deposit), payouts. */
export class AffiliateService {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  /** Counts a visit of a sign-up link; unknown codes are ignored (the answer is the same either way). */
  async recordVisit(code: string): Promise<void> {
    const [referrer] = await this.db.select({ id: users.id }).from(users).where(eq(users.referralCode, code)).limit(1);
    if (referrer) await this.db.insert(affiliateVisits).values({ referrerId: referrer.id });
  }

  /** Commissions earned minus payouts requested (rejected payouts are given back). */
  async availableEarnings(db: Queryable, userId: number): Promise<{ total: string; available: string }> {
    const [earned] = await db
      .select({ total: sum(ledgerEntries.amount) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.kind, "commission")));
    const [paid] = await db
      .select({ total: sum(affiliatePayouts.amount) })
      .from(affiliatePayouts)
      .where(and(eq(affiliatePayouts.userId, userId), ne(affiliatePayouts.status, "rejected")));
    const total = sumMoney(earned?.total ?? "0");
    return { total, available: subtractMoney(total, paid?.total ?? "0") };
  }

  /** The programme's figures; the referral link is on `siteUrl`, the panel's address as the customer reached it. */
  async overview(userId: number, siteUrl: string) {
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound();
    const [[visits], [registrations], [referrals], earnings, payouts] = await Promise.all([
      this.db.select({ n: count() }).from(affiliateVisits).where(eq(affiliateVisits.referrerId, userId)),
      this.db.select({ n: count() }).from(users).where(eq(users.referredBy, userId)),
      this.db
        .select({ n: sql<number>`cast(count(distinct ${users.id}) as integer)` })
        .from(users)
        .innerJoin(ledgerEntries, and(eq(ledgerEntries.userId, users.id), eq(ledgerEntries.kind, "deposit")))
        .where(eq(users.referredBy, userId)),
      this.availableEarnings(this.db, userId),
      this.db
        .select()
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.userId, userId))
        .orderBy(desc(affiliatePayouts.createdAt)),
    ]);
    const visitCount = visits?.n ?? 0;
    const registrationCount = registrations?.n ?? 0;
    return {
      referral_code: user.referralCode,
      referral_link: `${siteUrl}/signup?ref=${encodeURIComponent(user.referralCode)}`,
      minimum_payout: (await this.settings.all()).affiliate.min_payout,
      stats: {
        visits: visitCount,
        registrations: registrationCount,
        referrals: referrals?.n ?? 0,
        conversionRate: conversionRate(visitCount, registrationCount),
        totalEarnings: earnings.total,
        availableEarnings: earnings.available,
      },
      payouts: payouts.map(toPayout),
    };
  }

  /**
   * A payout of at least 2000 NGN and at most the available earnings. Commissions were credited to the
   * balance, so the payout leaves the balance too: one conditional debit with its ledger row.
   */
  async requestPayout(tx: Tx, userId: number, { amount }: PayoutRequestValues) {
    // Serialises payout requests of one customer, so two at once cannot both spend the same earnings.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const { available } = await this.availableEarnings(tx, userId);
    const { min_payout } = (await this.settings.all(tx)).affiliate;
    const refused = payoutLimitErrors(amount, available, min_payout);
    if (refused.length > 0) throw validationError({ amount: refused });
    const transactionId = `PO-${randomBytes(8).toString("hex").toUpperCase()}`;
    const [payout] = await tx.insert(affiliatePayouts).values({ userId, amount, transactionId }).returning();
    if (!payout) throw new Error("payout insert returned nothing");
    await debit(tx, payout.amount, { userId, kind: "payout", method: "Affiliate payout", reference: transactionId });
    return toPayout(payout);
  }
}
