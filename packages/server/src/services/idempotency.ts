import { and, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../db/client";
import { idempotencyKeys } from "../db/schema";
import { HttpError, validationError } from "../errors";
import { sha256 } from "./tokens";

export const IDEMPOTENCY_HEADER = "idempotency-key";
export const KEY_REUSED_MESSAGE = "This Idempotency-Key was already used with a different request.";
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** The unique index a second use of a key fails on (user, scope, key). */
const KEY_INDEX = "idempotency_user_scope_key_idx";

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
 * Runs `work` in one transaction (multi-statement work: deposits, payouts, child panels). With a key, the transaction
 * first claims it (an insert on the unique index), and stores the outcome in the claimed row before it commits; a
 * retry with the same body gets it back without running `work` again. A concurrent retry waits on the unique index
 * until the first commits, then replays; if the first failed (rolled back), the retry runs.
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

/** The key row a single statement writes together with its work (see `runIdempotentStatement`). */
export interface KeyRow extends KeyedRequest {
  statusCode: number;
}

/**
 * The insert of a key row for a statement that stores it together with its work, as one entry of its WITH list:
 * `response` is what the statement computed (selected from `source`, one of its other entries). A key used before
 * makes this insert, and so the whole statement, fail on the unique index. Values may be placeholders, for a
 * prepared statement.
 */
export function keyRowInsert(row: { [K in keyof KeyRow]: KeyRow[K] | Placeholder }, response: SQL, source: SQL): SQL {
  return sql`stored_key as (
      insert into ${idempotencyKeys} (user_id, scope, key, request_hash, status_code, response)
      select ${row.userId}, ${row.scope}, ${row.key}, ${row.requestHash}, ${row.statusCode}, ${response} from ${source}
    )`;
}

function isKeyTaken(error: unknown): boolean {
  const details = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const cause = details?.cause ?? details;
  return cause?.code === "23505" && cause.constraint === KEY_INDEX;
}

/**
 * The same mechanism as `runIdempotent` (the same table, unique index and replay) for work that is ONE statement
 * outside any transaction (placing orders: see `placeOrders`), where a BEGIN, a claim, a store and a COMMIT would
 * each cost a round trip. `work` gets the key row to write in its statement (`keyRowInsert`) with its result as
 * the stored response, so the key is stored exactly when the work is done, atomically. A key used before makes the
 * statement fail on the unique index (a concurrent retry waits there until the first commits), which undoes all of
 * it. On any failure with a key the stored first answer decides, as with `runIdempotent`'s claim: the same body is
 * replayed (even when the same request would now be refused, say for a spent balance), another body answers 422;
 * with nothing stored the failure stands (409 "still in progress" if it was the key's index, as `runIdempotent`
 * answers a claim it cannot read).
 */
export async function runIdempotentStatement<T>(
  db: Db,
  request: { userId: number; scope: string; key: string | undefined; body: unknown; status: number },
  work: (keyRow: KeyRow | undefined) => Promise<T>,
): Promise<Outcome<T>> {
  const { userId, scope, key, status } = request;
  const keyed = key === undefined ? undefined : { userId, scope, key, requestHash: requestHashOf(request.body) };
  try {
    const body = await work(keyed && { ...keyed, statusCode: status });
    return { status, body, replayed: false };
  } catch (error) {
    if (!keyed) throw error;
    const stored = await storedOutcome<T>(db, keyed);
    if (stored) return stored;
    if (isKeyTaken(error)) throw inProgress();
    throw error;
  }
}
