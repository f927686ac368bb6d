import type { SystemLogEntry, SystemLogQuery } from "@smm/domain";
import { and, desc, eq, gte, ilike, inArray, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { systemLog } from "../../db/schema";
import { likePattern, pagedList, pagingOf, rowNumberOver } from "./paging";

function toEntry(row: typeof systemLog.$inferSelect): SystemLogEntry {
  return {
    id: row.id,
    type: row.type,
    action: row.action,
    actor: row.actor,
    target: row.target,
    before: row.before,
    after: row.after,
    message: row.message,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The System Logs screen: newest first, filtered by type, action prefix, time range and free text. */
export async function listSystemLog(db: Db, query: SystemLogQuery) {
  const paging = pagingOf(query);
  const search = query.search?.trim();
  const where = and(
    query.type ? eq(systemLog.type, query.type) : undefined,
    query.action ? ilike(systemLog.action, `${query.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    query.from ? gte(systemLog.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(systemLog.createdAt, new Date(query.to)) : undefined,
    // Action, actor, target, message and address as one text, which one trigram index answers: through
    // panel_system_log_like (migration 0024), as under row-level security ILIKE cannot use the index.
    search ? sql`${systemLog.id} in (select id from panel_system_log_like(${likePattern(search)}) as id)` : undefined,
  );
  const order = [desc(systemLog.createdAt), desc(systemLog.id)];
  return pagedList(db, paging, {
    numbered: (limit) =>
      db
        .select({ id: systemLog.id, n: rowNumberOver(order) })
        .from(systemLog)
        .where(where)
        .orderBy(...order)
        .limit(limit),
    all: () => db.select({ id: systemLog.id }).from(systemLog).where(where),
    rows: async (ids) => (await db.select().from(systemLog).where(inArray(systemLog.id, ids))).map(toEntry),
    keyOf: (entry) => entry.id,
  });
}
