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

export async function writeLog(db: Queryable, entry: LogEntry): Promise<void> {
  await db.insert(systemLog).values({
    type: entry.type,
    action: entry.action,
    actor: entry.actor,
    target: entry.target ?? null,
    // JSON null, not SQL NULL, is fine either way; undefined means "nothing to show".
    before: entry.before === undefined ? null : entry.before,
    after: entry.after === undefined ? null : entry.after,
    message: entry.message ?? "",
    ip: entry.ip ?? null,
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
