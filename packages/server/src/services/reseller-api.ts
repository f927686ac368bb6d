import { ratePer1000FromUnitPrice } from "@smm/domain";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { apiKeys, categories, orders, services, users } from "../db/schema";
import { HttpError } from "../errors";
import type { OrderService } from "./orders";
import { newToken, sha256 } from "./tokens";

export class ResellerApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The reseller API of SMM panels ("API v2"): one endpoint, `key` + `action` (services, add, status, balance),
 * answers `{"error": "..."}` on failure. Orders go through the same service, debit and ledger as the panel.
 */
export class ResellerApiService {
  constructor(
    private readonly db: Db,
    private readonly orders: OrderService,
  ) {}

  /** A new key replaces the old one; it is shown once and only its hash is stored. */
  async createKey(userId: number) {
    const key = newToken();
    await this.db.transaction(async (tx) => {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      await tx.insert(apiKeys).values({ userId, keyHash: sha256(key), lastFour: key.slice(-4) });
    });
    return { key, last_four: key.slice(-4) };
  }

  async describeKey(userId: number) {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .limit(1);
    return row ? { exists: true, last_four: row.lastFour, created_at: row.createdAt.toISOString() } : { exists: false };
  }

  private async userFor(key: unknown): Promise<number> {
    if (typeof key !== "string" || key.length === 0 || key.length > 200)
      throw new ResellerApiError(401, "Invalid API key");
    const [row] = await this.db
      .select({ userId: apiKeys.userId, suspended: users.suspended })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row || row.suspended) throw new ResellerApiError(401, "Invalid API key");
    return row.userId;
  }

  async handle(body: Record<string, unknown>) {
    const userId = await this.userFor(body.key);
    switch (body.action) {
      case "services":
        return this.services();
      case "balance": {
        const [row] = await this.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId));
        return { balance: row?.balance ?? "0.00", currency: "NGN" };
      }
      case "add":
        return this.add(userId, body);
      case "status":
        return this.status(userId, body.order);
      default:
        throw new ResellerApiError(400, "Incorrect request: unknown action");
    }
  }

  private async services() {
    const rows = await this.db
      .select({ service: services, category: categories.title })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(services.enabled, true), eq(categories.enabled, true)))
      .orderBy(asc(services.id));
    return rows.map(({ service, category }) => ({
      service: service.id,
      name: service.title,
      type: service.type === "default" ? "Default" : service.type,
      category,
      rate: ratePer1000FromUnitPrice(service.unitPrice),
      min: String(service.minAmount),
      max: String(service.maxAmount),
      refill: service.refill,
      cancel: service.cancel,
      dripfeed: service.dripfeed,
    }));
  }

  private async add(userId: number, body: Record<string, unknown>) {
    const quantity =
      typeof body.quantity === "string" && /^\d{1,10}$/.test(body.quantity) ? Number(body.quantity) : body.quantity;
    const serviceId =
      typeof body.service === "string" && /^\d{1,10}$/.test(body.service) ? Number(body.service) : body.service;
    try {
      const order = await this.db.transaction((tx) =>
        this.orders.place(tx, userId, { service_id: serviceId, link: body.link, quantity }),
      );
      return { order: order.id };
    } catch (error) {
      if (error instanceof HttpError) {
        throw new ResellerApiError(error.statusCode, Object.values(error.errors ?? {})[0]?.[0] ?? error.message);
      }
      throw error;
    }
  }

  private async status(userId: number, orderId: unknown) {
    const id = typeof orderId === "string" && /^\d{1,10}$/.test(orderId) ? Number(orderId) : orderId;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2147483647) {
      throw new ResellerApiError(400, "Incorrect order ID");
    }
    const [row] = await this.db
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, userId)))
      .limit(1);
    if (!row) throw new ResellerApiError(404, "Incorrect order ID");
    return {
      charge: row.charge,
      start_count: String(row.startCount ?? 0),
      status: row.status,
      remains: String(row.remains),
      currency: "NGN",
    };
  }
}
