import type { SystemLogEntry, SystemLogQuery } from "@smm/domain";
import { and, desc, eq, gte, ilike, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { systemLog } from "../../db/schema";
import { likePattern, pageOf, pagingOf } from "./paging";

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
    search
      ? or(
          ilike(systemLog.action, likePattern(search)),
          ilike(systemLog.actor, likePattern(search)),
          ilike(systemLog.target, likePattern(search)),
          ilike(systemLog.message, likePattern(search)),
          ilike(systemLog.ip, likePattern(search)),
        )
      : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(systemLog)
      .where(where)
      .orderBy(desc(systemLog.createdAt), desc(systemLog.id))
      .limit(paging.perPage)
      .offset(paging.offset),
    db.select({ total: sql<number>`cast(count(*) as integer)` }).from(systemLog).where(where),
  ]);
  return pageOf(rows.map(toEntry), counted?.total ?? 0, paging);
}
