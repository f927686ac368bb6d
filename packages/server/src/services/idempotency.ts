import { and, eq } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../db/client";
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

export interface Work<T> {
  status: number;
  body: T;
}

/** Who sent which request under which key: what a stored first answer is looked up and compared by. */
interface KeyedRequest {
  userId: number;
  scope: string;
  key: string;
  requestHash: string;
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

/** The fingerprint of a request body that a retry with the same key must match. */
function requestHashOf(body: unknown): string {
  return sha256(canonical(body ?? null));
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
 * The first answer stored under this request's key, for a retry: replayed when the body is the same, a 422 when
 * the key came with another body, undefined when nothing is stored (yet).
 */
async function storedOutcome<T>(db: Queryable, request: KeyedRequest): Promise<Outcome<T> | undefined> {
  const { userId, scope, key } = request;
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!first) return undefined;
  if (first.requestHash !== request.requestHash) throw validationError({ "Idempotency-Key": [KEY_REUSED_MESSAGE] });
  return { status: first.statusCode, body: first.response as T, replayed: true };
}

const inProgress = () => new HttpError(409, "A request with this Idempotency-Key is still in progress. Retry shortly.");

/**
 * Runs `work` in one transaction. With a key, the first outcome is stored in the same
 * transaction and a retry with the same body gets it back without running `work` again. A concurrent retry
 * waits on the unique index until the first commits, then replays; if the first failed (rolled back), the
 * retry runs.
 */
export async function runIdempotent<T>(
  db: Db,
  request: { userId: number; scope: string; key: string | undefined; body: unknown },
  work: (tx: Tx) => Promise<Work<T>>,
): Promise<Outcome<T>> {
  const { userId, scope, key } = request;
  if (key === undefined) {
    return db.transaction(async (tx) => {
      const { status, body } = await work(tx);
      return { status, body, replayed: false };
    });
  }
  const requestHash = requestHashOf(request.body);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, scope, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys.id });
    const claim = claimed[0];
    if (!claim) {
      const stored = await storedOutcome<T>(tx, { userId, scope, key, requestHash });
      if (!stored) throw inProgress();
      return stored;
    }
    const { status, body } = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ statusCode: status, response: body as object })
      .where(eq(idempotencyKeys.id, claim.id));
    return { status, body, replayed: false };
  });
}
