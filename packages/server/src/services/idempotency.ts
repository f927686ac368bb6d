import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { HttpError, validationError } from "../errors";
import { sha256 } from "./tokens";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used with a different request.";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

export interface Outcome<T> {
  status: number;
  body: T;
  replayed: boolean;
}

/** The key row this request claimed; its answer is stored in it before commit. */
export interface Claim {
  id: number;
}

export interface Work<T> {
  status: number;
  body: T;
  /**
   * True when `work` stored its answer itself, in its own last statement (see `storeAnswer`): the balance debit
   * locks the customer's row until commit, so a separate statement after it would hold that lock one round trip
   * longer.
   */
  answerStored?: boolean;
}

/**
 * The update that stores the `body` column (jsonb) of `source`, a CTE of one row or none, as the claimed key's
 * first answer, for use inside a CTE; no row stores nothing (the failed work rolls the claim back anyway).
 */
export function storeAnswer(claim: Claim, status: number, source: SQL): SQL {
  return sql`update ${idempotencyKeys} set status_code = ${status}, response = ${source}.body from ${source}
    where ${idempotencyKeys}.id = ${claim.id}`;
}

/** JSON with object keys sorted, so {a,b} and {b,a} are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function readIdempotencyKey(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = Array.isArray(header) ? header[0] : header;
  if (key === undefined || !KEY_PATTERN.test(key)) {
    throw validationError({
      "Idempotency-Key": ["The Idempotency-Key header must be 1 to 255 visible ASCII characters."],
    });
  }
  return key;
}

/**
 * Runs `work` in one transaction. With a key, the first outcome is stored in the same
 * transaction and a retry with the same body gets it back without running `work` again. A concurrent retry
 * waits on the unique index until the first commits, then replays; if the first failed (rolled back), the
 * retry runs.
 */
export async function runIdempotent<T>(
  db: Db,
  request: { userId: number; scope: string; key: string | undefined; body: unknown },
  work: (tx: Tx, claim: Claim | undefined) => Promise<Work<T>>,
): Promise<Outcome<T>> {
  const { userId, scope, key } = request;
  if (key === undefined) {
    return db.transaction(async (tx) => {
      const { status, body } = await work(tx, undefined);
      return { status, body, replayed: false };
    });
  }
  const requestHash = sha256(canonical(request.body ?? null));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, scope, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    const claim = claimed[0];
    if (!claim) {
      const [first] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!first) throw new HttpError(409, "A request with this Idempotency-Key is still in progress. Retry shortly.");
      if (first.requestHash !== requestHash) throw validationError({ "Idempotency-Key": [KEY_REUSED_MESSAGE] });
      return { status: first.statusCode, body: first.response as T, replayed: true };
    }
    const { status, body, answerStored } = await work(tx, claim);
    if (!answerStored) {
      await tx
        .update(idempotencyKeys)
        .set({ statusCode: status, response: body as object })
        .where(eq(idempotencyKeys.id, claim.id));
    }
    return { status, body, replayed: false };
  });
}
