/**
 * How PostgreSQL answers the admin figures at scale: the dashboard and the reports run once on a connection that
 * hands back the plan of every statement as run (testing/explained.ts), as the application runs them (its role,
 * under row-level security, which adds the panel that leads their indexes). Answers each figure's key lines: the
 * scans and joins with the rows they really read, and the time of its statements.
 */
import type { AdminReportQuery } from "../../packages/domain/src/index.ts";
import type { Db } from "../../packages/server/src/db/client.ts";
import { APP_ROLE } from "../../packages/server/src/db/panel-connection.ts";
import { dashboardFigures } from "../../packages/server/src/services/admin/dashboard.ts";
import { reportFigures } from "../../packages/server/src/services/admin/reports.ts";
import { explainingConnection } from "../../packages/server/src/testing/explained.ts";

/** A plan line worth reading, a scan or a join, as what it read ("Index Scan using … (actual rows=12 loops=1)"). */
function keyLine(line: string): string | undefined {
  if (!/^\s*(->\s*)?[A-Z][A-Za-z ]*(Scan|Join|Nested Loop)/.test(line)) return undefined;
  return line.replace(/^\s*(->\s*)?/, "").replace(/\s*\(cost=[^)]*\)/, "");
}

/** The key lines of plans, with the total time of their statements. */
function keyLines(notices: string[]): string {
  const milliseconds = notices.reduce((sum, notice) => sum + Number(/duration: ([\d.]+) ms/.exec(notice)?.[1] ?? 0), 0);
  const lines = notices.flatMap((notice) => notice.split("\n").flatMap((line) => keyLine(line) ?? []));
  return `${milliseconds.toFixed(1)} ms in SQL: ${lines.join(" · ")}`;
}

/** `figures` as the application: the connection is the tables' owner, whom row-level security does not apply to. */
const asApplication = (figures: (db: Db) => Promise<unknown>) => async (db: Db) => {
  await db.execute(`set role ${APP_ROLE}`);
  await figures(db);
};

export async function figurePlans(url: string, reports: AdminReportQuery[]): Promise<Record<string, string>> {
  const connection = await explainingConnection(url);
  try {
    const plans: Record<string, string> = {
      "admin dashboard": keyLines(await connection.explained(asApplication((db) => dashboardFigures(db)))),
    };
    for (const query of reports) {
      plans[`admin report by ${query.by}, 30 days`] = keyLines(
        await connection.explained(asApplication((db) => reportFigures(db, query))),
      );
    }
    return plans;
  } finally {
    await connection.close();
  }
}
