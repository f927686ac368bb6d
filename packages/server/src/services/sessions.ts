import type { StaffRole } from "@smm/domain";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db, Queryable } from "../db/client";
import { preparedPerDatabase } from "../db/rows";
import { admins, adminTwoFactor, categories, serviceSources, services, sessions, settings, users } from "../db/schema";
import { type Orderable, type OrderableService, orderableColumns } from "./order-placement";
import { newToken, sha256 } from "./tokens";
import { STAFF_TWO_FACTOR_REQUIRED_KEY } from "./two-factor-requirement";

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session lasts a day, or 30 days when "remember me" was ticked. */
export const SESSION_TTL_MS = DAY_MS;
export const REMEMBER_TTL_MS = 30 * DAY_MS;

export type Principal =
  | { kind: "user"; id: number; sessionId: number }
  | {
      kind: "admin";
      id: number;
      sessionId: number;
      role: StaffRole;
      /** The panel requires two-factor sign-in and this operator has none yet: only the setup answers. */
      twoFactorSetupRequired: boolean;
    };

/** Where a sign-in came from; a User-Agent longer than any real one is cut (it is only shown). */
export interface SignInClient {
  ip: string;
  userAgent?: string;
}

export async function createSession(
  db: Queryable,
  owner: { userId: number } | { adminId: number },
  remember = false,
  client?: SignInClient,
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: sha256(token),
    ...owner,
    remember,
    userAgent: client?.userAgent?.slice(0, 512) || null,
    ip: client?.ip ?? null,
    expiresAt: new Date(Date.now() + (remember ? REMEMBER_TTL_MS : SESSION_TTL_MS)),
  });
  return token;
}

const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  adminId: sessions.adminId,
  expiresAt: sessions.expiresAt,
  suspended: users.suspended,
  role: admins.role,
  adminDisabled: sql<boolean>`${admins.disabledAt} is not null`,
  // Operators only (CASE stops there for customers): the panel requires two-factor sign-in and they have none.
  twoFactorSetupRequired: sql<boolean>`case when ${sessions.adminId} is null then false else
    exists (select 1 from ${settings} where ${settings.key} = ${STAFF_TWO_FACTOR_REQUIRED_KEY} and ${settings.value} = 'true')
    and not exists (select 1 from ${adminTwoFactor}
      where ${adminTwoFactor.adminId} = ${sessions.adminId} and ${adminTwoFactor.confirmedAt} is not null) end`,
};
const liveSession = and(
  eq(sessions.tokenHash, sql.placeholder("tokenHash")),
  isNull(sessions.revokedAt),
  gt(sessions.expiresAt, sql.placeholder("now")),
);

// Every authenticated request runs this: prepared once per database (see preparedPerDatabase).
const liveSessionQuery = preparedPerDatabase((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .where(liveSession)
    .limit(1)
    .prepare("live_session_by_token_hash"),
);

// A web order reads its session and the service it asks for together, one round trip (as API v2 reads its key with
// it): the service is there when it and its category are enabled, with the session's customer's discount.
const liveSessionWithServiceQuery = preparedPerDatabase((db) =>
  db
    .select({
      session: sessionColumns,
      ...orderableColumns(sessions.userId),
      orderable: sql<boolean>`${categories.id} is not null`,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(admins, eq(admins.id, sessions.adminId))
    .leftJoin(services, and(eq(services.number, sql.placeholder("serviceNumber")), eq(services.enabled, true)))
    .leftJoin(categories, and(eq(categories.id, services.categoryId), eq(categories.enabled, true)))
    .leftJoin(serviceSources, eq(serviceSources.serviceId, services.id))
    .where(liveSession)
    .limit(1)
    .prepare("live_session_with_service"),
);

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof liveSessionQuery>["execute"]>>[number]>;
export type LiveSession = Omit<SessionRow, "suspended"> & { suspended: boolean };

const live = (row: SessionRow | undefined): LiveSession | undefined =>
  row ? { ...row, suspended: row.suspended === true } : undefined;

/**
 * The session behind a bearer token if it is not revoked or expired, with whether its customer is suspended (or its
 * operator removed) and its operator's role.
 * Read on every request (one indexed look-up), so a sign-out, revocation or suspension counts at once everywhere.
 */
export async function findSession(db: Db, token: string): Promise<LiveSession | undefined> {
  const [row] = await liveSessionQuery(db).execute({ tokenHash: sha256(token), now: new Date() });
  return live(row);
}

/**
 * `findSession`, and in the same query the service numbered `serviceNumber` when its customer can order it, with
 * their discount, as `orderableServices` answers them (for `serviceNumber`: `asked`).
 */
export async function findSessionWithService(
  db: Db,
  token: string,
  serviceNumber: number,
): Promise<{ session: LiveSession; orderable: Orderable & { asked: number } } | undefined> {
  const [row] = await liveSessionWithServiceQuery(db).execute({
    tokenHash: sha256(token),
    now: new Date(),
    serviceNumber,
  });
  if (!row) return undefined;
  const { session, orderable, discountPercent, ...service } = row;
  return {
    session: live(session) as LiveSession,
    // When the service can be ordered, every column of its left-joined row is there.
    orderable: {
      asked: serviceNumber,
      discountPercent: discountPercent ?? "0",
      services: new Map(orderable ? [[service.number as number, service as OrderableService]] : []),
    },
  };
}

export async function revokeSession(db: Queryable, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Signs an operator out everywhere except the session making the request (a password change, two-factor turned on,
 * "Sign out other sessions"); answers how many ended.
 */
export async function revokeOtherAdminSessions(db: Queryable, adminId: number, keepSessionId: number): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Signs a user out everywhere except the session making the request (after a password change). */
export async function revokeOtherSessions(db: Queryable, userId: number, keepSessionId?: number): Promise<void> {
  const others = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}
