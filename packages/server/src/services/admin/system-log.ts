import type { SystemLogType } from "@smm/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Queryable } from "../../db/client";
import { admins, systemLog } from "../../db/schema";

export interface LogEntry {
  type: SystemLogType;
  action: string;
  actor: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  message?: string;
  ip?: string | null;
}

/** Who did an admin write and from where; built once per request by `auditContext`. */
export interface AuditContext {
  actor: string;
  ip: string | null;
}

/**
 * Text as PostgreSQL stores it: a NUL is refused by text and jsonb columns alike, so it becomes U+FFFD (the
 * replacement character). A row carries what an attacker typed (a sign-in name); that text must never cost the row.
 */
function storable(text: string): string {
  return text.replaceAll("\u0000", "\uFFFD");
}

/**
 * A value as the jsonb column receives it (through JSON, so a Decimal or a Date is its text), every text and key
 * storable; a bigint, which JSON refuses, as its digits.
 */
function storableJson(value: unknown): unknown {
  const json = JSON.stringify(value, (_key, inner) => (typeof inner === "bigint" ? inner.toString() : inner));
  if (json === undefined) return null;
  return JSON.parse(json, (_key, inner) => {
    if (typeof inner === "string") return storable(inner);
    if (typeof inner !== "object" || inner === null || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).map(([key, field]) => [storable(key), field]));
  });
}

/** The one writer of system-log rows: whatever text an entry carries, the row is written. */
export async function writeLog(db: Queryable, entry: LogEntry): Promise<void> {
  await db.insert(systemLog).values({
    type: entry.type,
    action: storable(entry.action),
    actor: storable(entry.actor),
    target: entry.target == null ? null : storable(entry.target),
    // JSON null, not SQL NULL, is fine either way; undefined means "nothing to show".
    before: entry.before === undefined ? null : storableJson(entry.before),
    after: entry.after === undefined ? null : storableJson(entry.after),
    message: storable(entry.message ?? ""),
    ip: entry.ip == null ? null : storable(entry.ip),
  });
}

/** An admin write in the audit trail: `action` like "user.funds", `target` like "user:5". */
export function audit(
  db: Queryable,
  context: AuditContext,
  action: string,
  target: string | null,
  change: { before?: unknown; after?: unknown; message?: string },
): Promise<void> {
  return writeLog(db, { type: "audit", action, actor: context.actor, target, ip: context.ip, ...change });
}

/**
 * The signed-in operator as the log names them ("admin:1 admin@example.com") and the request's address; marks
 * the request as one that writes its own audit row (see request-log.ts).
 */
export async function auditContext(db: Queryable, request: FastifyRequest): Promise<AuditContext> {
  request.audited = true;
  const principal = request.principal;
  if (principal?.kind !== "admin") return { actor: "system", ip: request.ip };
  const [row] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, principal.id)).limit(1);
  return { actor: `admin:${principal.id} ${row?.email ?? ""}`.trim(), ip: request.ip };
}

/**
 * Runs an operator action and audits it either way: `after` describes a success, a failure is recorded with
 * its message (and rethrown), so the log shows who tried what, when, and how it ended.
 */
export async function auditOutcome<T>(
  db: Queryable,
  context: AuditContext,
  what: { action: string; target: string | null },
  run: () => Promise<T>,
  describe: (result: T) => { target?: string; before?: unknown; after: unknown; message?: string },
): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    await audit(db, context, what.action, what.target, { message: `failed: ${(error as Error).message}` });
    throw error;
  }
  const { target, ...change } = describe(result);
  await audit(db, context, what.action, target ?? what.target, { message: "ok", ...change });
  return result;
}
