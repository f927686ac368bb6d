import {
  type AdminDeposit,
  type AdminDepositQuery,
  type DepositDecision,
  formatMoney,
  type PaymentMethodId,
} from "@smm/domain";
import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { payments, users } from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import { notify } from "../notifications";
import { panelCurrency } from "../panels/currency";
import { creditPendingPayment, failPendingPayment, type PaymentRow } from "../payments/credit";
import { likePattern, pageOf, pagingOf } from "./paging";
import { type AuditContext, audit } from "./system-log";

const columns = {
  id: payments.id,
  reference: payments.reference,
  // The customer by their per-panel number, as the operator's screens name them.
  userId: users.number,
  username: users.username,
  method: payments.method,
  provider: payments.provider,
  amount: payments.amount,
  bonus: payments.bonus,
  status: payments.status,
  transferReference: payments.transferReference,
  createdAt: payments.createdAt,
  decidedAt: payments.completedAt,
};

type Row = Omit<AdminDeposit, "createdAt" | "decidedAt" | "method"> & {
  method: string;
  createdAt: Date;
  decidedAt: Date | null;
};

const toDeposit = (row: Row): AdminDeposit => ({
  ...row,
  method: row.method as PaymentMethodId,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The 409 for a deposit someone already decided, naming what happened to it. */
async function settled(db: Queryable, payment: PaymentRow): Promise<HttpError> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
  const outcome = row?.status === "completed" ? "approved" : "rejected";
  return new HttpError(409, `Deposit ${payment.reference} is already ${outcome}.`);
}

/**
 * Deposits as the operator sees them, and the decision on manual bank transfers: an approval credits through the
 * same function as every gateway (creditPendingPayment: once, with its ledger rows and bonus), a rejection ends the
 * deposit as failed; each in one transaction with its audit row and the customer's notification.
 */
export class AdminDepositService {
  constructor(private readonly db: Db) {}

  async list(query: AdminDepositQuery) {
    const paging = pagingOf(query);
    const where = this.filter(query);
    const [rows, total] = await Promise.all([
      this.db
        .select(columns)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where)
        .orderBy(desc(payments.id))
        .limit(paging.perPage)
        .offset(paging.offset),
      this.db.select({ n: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
    ]);
    return pageOf(rows.map(toDeposit), total[0]?.n ?? 0, paging);
  }

  private async get(db: Queryable, id: number): Promise<AdminDeposit> {
    const [row] = await db
      .select(columns)
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(eq(payments.id, id))
      .limit(1);
    if (!row) throw notFound("Deposit not found");
    return toDeposit(row);
  }

  /** The list's filters and search as one condition on payments joined with users (the CSV export uses it too). */
  filter(query: Pick<AdminDepositQuery, "status" | "method" | "search">): SQL | undefined {
    const search = query.search?.trim();
    const conditions = [
      query.status ? eq(payments.status, query.status) : undefined,
      query.method ? eq(payments.method, query.method) : undefined,
      search
        ? or(
            ilike(payments.reference, likePattern(search)),
            ilike(payments.transferReference, likePattern(search)),
            ilike(users.username, likePattern(search)),
          )
        : undefined,
    ].filter((condition): condition is SQL => condition !== undefined);
    return conditions.length > 0 ? and(...conditions) : undefined;
  }

  /** POST /admin/deposits/:id/{approve,reject}: a pending bank transfer only; 409 once decided. */
  async decide(context: AuditContext, id: number, decision: DepositDecision): Promise<AdminDeposit> {
    return this.db.transaction(async (tx) => {
      const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).limit(1);
      if (!payment) throw notFound("Deposit not found");
      if (payment.provider !== "bank_transfer") {
        throw new HttpError(409, "Only bank transfers are approved by hand; gateways confirm their own payments.");
      }
      const amount = formatMoney(payment.amount, await panelCurrency(tx));
      if (decision === "approve") {
        const outcome = await creditPendingPayment(tx, { reference: payment.reference, provider: "bank_transfer" });
        if (outcome.result !== "credited") throw await settled(tx, payment);
        await notify(tx, payment.userId, "deposit", `Your bank transfer of ${amount} was approved and credited.`);
      } else {
        if (!(await failPendingPayment(tx, payment.id))) throw await settled(tx, payment);
        await notify(tx, payment.userId, "deposit", `Your bank transfer of ${amount} could not be confirmed.`);
      }
      const after = await this.get(tx, id);
      await audit(tx, context, `deposit.${decision}`, `payment:${payment.reference}`, {
        before: { status: payment.status },
        after: { status: after.status, amount: payment.amount, bonus: payment.bonus, user_id: payment.userId },
        message: `Bank transfer ${payment.reference} (${amount}, transfer reference ${payment.transferReference ?? "none"}) ${decision === "approve" ? "approved" : "rejected"}`,
      });
      return after;
    });
  }
}
