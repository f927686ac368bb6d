import { type PasswordChangeValues, type ProfileValues, toDecimal } from "@smm/domain";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { admins, orders, userDiscounts, users } from "../db/schema";
import { HttpError, notFound, validationError } from "../errors";
import { customUnitPricesOf } from "./customer-pricing";
import { hashPassword, verifyPassword } from "./passwords";
import { toAdmin, toUser } from "./serializers";
import { revokeOtherSessions } from "./sessions";

export const CURRENT_PASSWORD_WRONG = "The current password is incorrect.";

export class AccountService {
  constructor(private readonly db: Db) {}

  private async userRow(userId: number) {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The signed-in customer, with the discount and custom rates every screen prices with (the domain's
   * `customerPricing`).
   */
  async profile(userId: number) {
    const [row] = await this.db
      .select({ user: users, discount: userDiscounts.percent })
      .from(users)
      .leftJoin(userDiscounts, eq(userDiscounts.userId, users.id))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound();
    return {
      ...toUser(row.user),
      discount_percent: toDecimal(row.discount ?? "0").toString(),
      custom_unit_prices: await customUnitPricesOf(this.db, userId),
    };
  }

  async admin(adminId: number) {
    const [row] = await this.db.select().from(admins).where(eq(admins.id, adminId)).limit(1);
    if (!row) throw notFound();
    return toAdmin(row);
  }

  /** Only names can be edited here: balance, role, email and referral fields are not the client's to set. */
  async updateProfile(userId: number, values: ProfileValues) {
    const [row] = await this.db
      .update(users)
      .set({ firstName: values.first_name, lastName: values.last_name })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw notFound();
    return toUser(row);
  }

  /** Changes the password and signs out every other session of the account. */
  async changePassword(userId: number, sessionId: number, values: PasswordChangeValues) {
    const row = await this.userRow(userId);
    if (!(await verifyPassword(row.passwordHash, values.current_password))) {
      throw validationError({ current_password: [CURRENT_PASSWORD_WRONG] });
    }
    const passwordHash = await hashPassword(values.password);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
      await revokeOtherSessions(tx, userId, sessionId);
    });
    return { message: "Password changed. Other sessions were signed out." };
  }

  /**
   * The New Order stat cards. Total Orders counts every order the customer placed, as Order History lists them (its
   * "All" tab); what was spent leaves canceled (refunded) orders out.
   */
  async dashboardStats(userId: number) {
    const row = await this.userRow(userId);
    const [totals] = await this.db
      .select({
        totalOrders: count(),
        totalSpent: sql<string | null>`sum(${orders.charge}) filter (where ${orders.status} <> 'canceled')`,
      })
      .from(orders)
      .where(eq(orders.userId, userId));
    if (!totals) throw new HttpError(500, "stats query returned nothing");
    return {
      username: row.username,
      balance: row.balance,
      totalOrders: totals.totalOrders,
      totalSpent: totals.totalSpent ?? "0.00",
    };
  }
}
