import { RESELLER_API_ERRORS } from "@smm/domain";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db, Queryable } from "../../db/client";
import { preparedPerDatabase } from "../../db/rows";
import { apiKeys, categories, serviceSources, services, users } from "../../db/schema";
import { type Orderable, type OrderableService, orderableColumns } from "../order-placement";
import { newToken, sha256 } from "../tokens";
import { ResellerApiError } from "./errors";

/** How stale `last_used_at` may get: refreshing it at most once a minute keeps a busy key from writing per call. */
const LAST_USED_RESOLUTION_MS = 60_000;

const keyColumns = {
  keyId: apiKeys.id,
  userId: apiKeys.userId,
  lastUsedAt: apiKeys.lastUsedAt,
  suspended: users.suspended,
  suppliesPanelId: apiKeys.suppliesPanelId,
};
const liveKey = and(eq(apiKeys.keyHash, sql.placeholder("keyHash")), isNull(apiKeys.revokedAt));

// Every API v2 call reads its key: prepared once per database (see preparedPerDatabase).
const liveKeyQuery = preparedPerDatabase((db) =>
  db
    .select(keyColumns)
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(liveKey)
    .limit(1)
    .prepare("live_api_key_by_hash"),
);

// An order (`add`) reads its key and its service together, one round trip: the service is there when it and its
// category are enabled, with the key's customer's discount.
const liveKeyWithServiceQuery = preparedPerDatabase((db) =>
  db
    .select({
      ...keyColumns,
      ...orderableColumns(apiKeys.userId),
      orderable: sql<boolean>`${categories.id} is not null`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(services, and(eq(services.number, sql.placeholder("serviceNumber")), eq(services.enabled, true)))
    .leftJoin(categories, and(eq(categories.id, services.categoryId), eq(categories.enabled, true)))
    .leftJoin(serviceSources, eq(serviceSources.serviceId, services.id))
    .where(liveKey)
    .limit(1)
    .prepare("live_api_key_with_service"),
);

/** The customer's own live key (API Access), not one made for a child panel of theirs. */
const ownKey = and(isNull(apiKeys.revokedAt), isNull(apiKeys.suppliesPanelId));

/**
 * Makes `key` a live key of customer `userId` for their child panel `panelId`, which calls this panel with it
 * (services/panels/provision.ts); nothing when it exists already.
 */
export async function grantPanelKey(db: Queryable, userId: number, panelId: number, key: string): Promise<void> {
  await db
    .insert(apiKeys)
    .values({ userId, keyHash: sha256(key), lastFour: key.slice(-4), suppliesPanelId: panelId })
    .onConflictDoNothing({ target: apiKeys.keyHash });
}

type KeyRow = { keyId: number; userId: number; lastUsedAt: Date | null; suspended: boolean };

/** An order's caller: the key's customer, what they may order, and the child panel the key serves (if it does). */
export type OrderCaller = { userId: number; suppliesPanelId: number | null } & Orderable;

/** The hash a key is stored and looked up by; anything but a plausible key is refused as an invalid key. */
function hashOf(key: string): string {
  if (key.length === 0 || key.length > 200) {
    throw new ResellerApiError(RESELLER_API_ERRORS.invalidKey);
  }
  return sha256(key);
}

/** Customers' API keys: only a hash is stored, the key itself is shown once. */
export class ApiKeys {
  constructor(private readonly db: Db) {}

  /** A new key replaces the old one (which stops working at once); the keys of the customer's child panels stay. */
  async create(userId: number) {
    const key = newToken();
    await this.db.transaction(async (tx) => {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, userId), ownKey));
      await tx.insert(apiKeys).values({ userId, keyHash: sha256(key), lastFour: key.slice(-4) });
    });
    return { key, last_four: key.slice(-4) };
  }

  async describe(userId: number) {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), ownKey))
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
  async authenticate(key: string): Promise<number> {
    const [row] = await liveKeyQuery(this.db).execute({ keyHash: hashOf(key) });
    return this.accept(row);
  }

  /**
   * `authenticate`, and in the same query the service an order asks for by its number (when it can be ordered) with
   * the customer's discount, as `orderableServices` answers them.
   */
  async authenticateForOrder(key: string, serviceNumber: number | undefined): Promise<OrderCaller> {
    // No service has number 0: the key is still checked.
    const [row] = await liveKeyWithServiceQuery(this.db).execute({
      keyHash: hashOf(key),
      serviceNumber: serviceNumber ?? 0,
    });
    const userId = await this.accept(row);
    const {
      keyId,
      userId: owner,
      lastUsedAt,
      suspended,
      suppliesPanelId,
      orderable,
      discountPercent,
      ...columns
    } = row as NonNullable<typeof row>;
    // When the service can be ordered, every column of its left-joined row is there.
    const service = columns as OrderableService;
    return {
      userId,
      suppliesPanelId,
      discountPercent: discountPercent ?? "0",
      services: new Map(orderable ? [[service.number, service]] : []),
    };
  }

  /** A live key of a customer who is not suspended: records its use, at most once a minute. */
  private async accept(row: KeyRow | undefined): Promise<number> {
    if (!row || row.suspended) throw new ResellerApiError(RESELLER_API_ERRORS.invalidKey);
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await this.db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.keyId));
    }
    return row.userId;
  }
}
