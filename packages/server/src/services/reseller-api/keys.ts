import { RESELLER_API_ERRORS } from "@smm/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { apiKeys, users } from "../../db/schema";
import { newToken, sha256 } from "../tokens";
import { ResellerApiError } from "./errors";

/** How stale `last_used_at` may get: refreshing it at most once a minute keeps a busy key from writing per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Customers' API keys: only a hash is stored, the key itself is shown once. */
export class ApiKeys {
  constructor(private readonly db: Db) {}

  /** A new key replaces the old one (which stops working at once). */
  async create(userId: number) {
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

  async describe(userId: number) {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) return { exists: false };
    return {
      exists: true,
      last_four: row.lastFour,
      created_at: row.createdAt.toISOString(),
      last_used_at: row.lastUsedAt?.toISOString() ?? null,
    };
  }

  /** The customer a key belongs to; records the use (cheaply). */
  async authenticate(key: unknown): Promise<number> {
    if (typeof key !== "string" || key.length === 0 || key.length > 200) {
      throw new ResellerApiError(RESELLER_API_ERRORS.invalidKey);
    }
    const [row] = await this.db
      .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt, suspended: users.suspended })
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.userId))
      .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row || row.suspended) throw new ResellerApiError(RESELLER_API_ERRORS.invalidKey);
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.id));
    }
    return row.userId;
  }
}
