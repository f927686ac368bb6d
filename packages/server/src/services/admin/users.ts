import { type AdminUser, type AdminUserQuery, type FundsAdjustmentResult, isMoneyInput, toDecimal } from "@smm/domain";
import { and, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import {
  customerSearchText,
  customerTotals,
  ledgerEntries,
  sessions,
  tickets,
  userDiscounts,
  users,
} from "../../db/schema";
import { HttpError, notFound } from "../../errors";
import { credit, debit } from "../ledger";
import type { PasswordResetService } from "../password-reset";
import { FieldReader, objectBody } from "./field-reader";
import { toLedgerEntry } from "./orders";
import { likePattern, listKey, orderOf, pagedList, pagingOf, rowNumberOver, searchedId } from "./paging";
import { type AuditContext, audit } from "./system-log";

export const DEDUCTION_TOO_LARGE_MESSAGE = "The deduction is larger than the user's balance.";

/**
 * Orders and net spending: the customer's roll-up (customer_totals) plus their rows written after its horizon (in
 * the same statement, so one snapshot: exact), through orders_user_created_idx and ledger_user_created_idx: the
 * customer's own rows, a page of customers at a time.
 */
const horizon = sql`(select horizon from aggregates_state)`;
const orderCount = sql<number>`(coalesce(${customerTotals.orders}, 0) + (select count(*) from orders o
  where o.user_id = ${users.id} and o.written_at >= ${horizon}))::int`;
/** What the customer paid for orders and panels, net of refunds (ledger rows "order" are negative). */
const totalSpent = sql<string>`(coalesce(${customerTotals.spent}, 0) - coalesce((select sum(l.amount)
  from ledger_entries l where l.user_id = ${users.id} and l.kind in ('order', 'refund')
    and l.written_at >= ${horizon}), 0))::numeric(14,2)::text`;

const columns = {
  user: users,
  discount: sql<string>`coalesce(${userDiscounts.percent}, 0)::text`,
  orderCount,
  totalSpent,
};

type Row = { user: typeof users.$inferSelect; discount: string; orderCount: number; totalSpent: string };

function toAdminUser(row: Row): AdminUser {
  return {
    // Its per-panel number: a child panel's first customer is 1.
    id: row.user.number,
    username: row.user.username,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    balance: row.user.balance,
    discountPercent: toDecimal(row.discount).toString(),
    suspended: row.user.suspended,
    orderCount: row.orderCount,
    totalSpent: row.totalSpent,
    createdAt: row.user.createdAt.toISOString(),
  };
}

/** Order counts as rolled up (at most a minute old): sorting every customer by a count per row would count them all. */
const rolledUpOrders = sql<number>`coalesce(${customerTotals.orders}, 0)`;

const USER_SORTS = {
  id: users.id,
  username: users.username,
  balance: users.balance,
  created_at: users.createdAt,
  orders: rolledUpOrders,
};

/** Customers for the operator: lists, balances (with a ledger row per change), discount, suspension, reset. */
export class AdminUserService {
  constructor(
    private readonly db: Db,
    private readonly passwordResets: PasswordResetService,
  ) {}

  /**
   * A page of customers; the search looks in username, email and name through one trigram index
   * (customerSearchText), and runs once per page with the count (paging.ts).
   */
  async list(query: AdminUserQuery) {
    const paging = pagingOf(query);
    const where = this.filter(query);
    const order = orderOf(USER_SORTS, query, users.id, "id");
    return pagedList(this.db, paging, {
      numbered: (limit) =>
        this.db
          .select({ id: listKey(users.number), n: rowNumberOver(order) })
          .from(users)
          .leftJoin(customerTotals, eq(customerTotals.userId, users.id))
          .where(where)
          .orderBy(...order)
          .limit(limit),
      all: () => this.db.select({ id: users.number }).from(users).where(where),
      // Keyed by number, what the rows answer as their id.
      rows: async (numbers) =>
        (await this.withDiscount(this.db).where(inArray(users.number, numbers))).map(toAdminUser),
      keyOf: (user) => user.id,
    });
  }

  /** The list's status filter and search as one condition on `users` (the CSV export uses it too). */
  filter(query: Pick<AdminUserQuery, "status" | "search">): SQL | undefined {
    const search = query.search?.trim();
    const id = search ? searchedId(search) : undefined;
    return and(
      query.status ? eq(users.suspended, query.status === "suspended") : undefined,
      search
        ? or(id !== undefined ? eq(users.number, id) : undefined, ilike(customerSearchText(users), likePattern(search)))
        : undefined,
    );
  }

  private withDiscount(db: Queryable) {
    return db
      .select(columns)
      .from(users)
      .leftJoin(userDiscounts, eq(userDiscounts.userId, users.id))
      .leftJoin(customerTotals, eq(customerTotals.userId, users.id))
      .$dynamic();
  }

  async get(id: number, db: Queryable = this.db): Promise<AdminUser> {
    const [row] = await this.withDiscount(db).where(eq(users.id, id)).limit(1);
    if (!row) throw notFound("User not found");
    return toAdminUser(row);
  }

  async ledger(id: number, query: { page?: number; per_page?: number }) {
    await this.get(id);
    const paging = pagingOf(query);
    const order = [desc(ledgerEntries.createdAt), desc(ledgerEntries.id)];
    const own = eq(ledgerEntries.userId, id);
    return pagedList(this.db, paging, {
      numbered: (limit) =>
        this.db
          .select({ id: listKey(ledgerEntries.number), n: rowNumberOver(order) })
          .from(ledgerEntries)
          .where(own)
          .orderBy(...order)
          .limit(limit),
      all: () => this.db.select({ id: ledgerEntries.number }).from(ledgerEntries).where(own),
      // Keyed by number, what the entries answer as their id.
      rows: async (numbers) =>
        (await this.db.select().from(ledgerEntries).where(inArray(ledgerEntries.number, numbers))).map(toLedgerEntry),
      keyOf: (entry) => entry.id,
    });
  }

  async tickets(id: number) {
    await this.get(id);
    const rows = await this.db.select().from(tickets).where(eq(tickets.userId, id)).orderBy(desc(tickets.updatedAt));
    return {
      data: rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        status: row.status,
        lastUpdate: row.updatedAt.toISOString(),
      })),
    };
  }

  /**
   * Adds or deducts money with a reason: one balance change and its ledger row ("adjustment") in the same
   * transaction. A deduction is the ledger's conditional debit, so it can never take a balance below zero.
   */
  async adjustFunds(context: AuditContext, id: number, body: unknown): Promise<FundsAdjustmentResult> {
    const reader = new FieldReader(objectBody(body));
    const direction = reader.value("direction");
    if (direction !== "add" && direction !== "deduct") reader.fail("direction", "Choose add or deduct.");
    const amount = reader.value("amount");
    if (typeof amount !== "string" || !isMoneyInput(amount) || !toDecimal(amount).greaterThan(0)) {
      reader.fail("amount", "The amount must be greater than 0 with at most 2 decimals, e.g. 1500.50.");
    } else if (toDecimal(amount).greaterThan("1000000000")) {
      reader.fail("amount", "The amount is too large.");
    }
    const reason = reader.text("reason", "reason", 200, true);
    reader.check();
    const value = toDecimal(amount as string).toFixed(2);
    return this.db.transaction(async (tx) => {
      const before = await this.get(id, tx);
      const movement = {
        userId: id,
        kind: "adjustment" as const,
        method: direction === "add" ? "Added by support" : "Deducted by support",
        reference: `admin: ${reason}`,
      };
      let balance: string;
      if (direction === "add") {
        balance = await credit(tx, value, movement);
      } else {
        try {
          balance = await debit(tx, value, movement);
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 422) {
            throw new HttpError(422, DEDUCTION_TOO_LARGE_MESSAGE, { amount: [DEDUCTION_TOO_LARGE_MESSAGE] });
          }
          throw error;
        }
      }
      const [entry] = await tx
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.userId, id))
        .orderBy(desc(ledgerEntries.id))
        .limit(1);
      if (!entry) throw new Error("adjustment wrote no ledger row");
      await audit(tx, context, `user.funds.${direction}`, `user:${id}`, {
        before: { balance: before.balance },
        after: { balance, amount: value, reason },
        message: reason,
      });
      return { balance, entry: toLedgerEntry(entry) };
    });
  }

  async setDiscount(context: AuditContext, id: number, body: unknown): Promise<AdminUser> {
    const reader = new FieldReader(objectBody(body));
    const percent = reader.value("discount_percent");
    if (
      typeof percent !== "string" ||
      !/^\d{1,3}(\.\d{1,2})?$/.test(percent.trim()) ||
      toDecimal(percent.trim()).greaterThan(100)
    ) {
      reader.fail("discount_percent", "The discount must be a percentage from 0 to 100 (at most 2 decimals).");
    }
    reader.check();
    const value = toDecimal((percent as string).trim()).toFixed(2);
    return this.db.transaction(async (tx) => {
      const before = await this.get(id, tx);
      await tx
        .insert(userDiscounts)
        .values({ userId: id, percent: value })
        .onConflictDoUpdate({ target: userDiscounts.userId, set: { percent: value } });
      const after = await this.get(id, tx);
      await audit(tx, context, "user.discount", `user:${id}`, {
        before: { discountPercent: before.discountPercent },
        after: { discountPercent: after.discountPercent },
      });
      return after;
    });
  }

  /** Suspends (every session and the API access end at once: the session lookup refuses suspended users). */
  async setSuspended(context: AuditContext, id: number, suspended: boolean): Promise<AdminUser> {
    return this.db.transaction(async (tx) => {
      const before = await this.get(id, tx);
      await tx.update(users).set({ suspended }).where(eq(users.id, id));
      if (suspended) {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
      }
      const after = await this.get(id, tx);
      await audit(tx, context, suspended ? "user.suspend" : "user.reactivate", `user:${id}`, {
        before: { suspended: before.suspended },
        after: { suspended: after.suspended },
      });
      return after;
    });
  }

  /** Sends the customer the same single-use reset link as "Forgot password". */
  async sendPasswordReset(context: AuditContext, id: number) {
    const user = await this.get(id);
    await this.passwordResets.request({ email: user.email });
    await audit(this.db, context, "user.password_reset", `user:${id}`, { message: `Reset link sent to ${user.email}` });
    return { message: `A password reset link was sent to ${user.email}.` };
  }
}
