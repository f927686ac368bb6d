import type { SystemProblem, SystemStatus } from "@smm/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";

/** A database that does not answer within this is reported down (rather than the sidebar waiting on it). */
const DATABASE_TIMEOUT_MS = 3000;
/** A job that failed for good this recently still counts as a problem. */
const FAILED_JOBS_WINDOW = "1 hour";

const withTimeout = <T>(work: Promise<T>, ms: number) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), ms).unref())]);

/**
 * The panel's real state for the admin sidebar: the database answering, background jobs failing (failed for good
 * in the last hour, or waiting to retry after a failure), and providers marked unhealthy by their calls.
 */
export async function systemStatus(db: Db): Promise<SystemStatus> {
  try {
    await withTimeout(db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
  } catch {
    return { state: "down", problems: [{ kind: "database", message: "The database is not answering" }] };
  }
  const [jobs] = await queryRows<{ failing: number }>(
    db,
    sql`select cast(count(*) as integer) as failing from jobs
        where (state = 'failed' and finished_at > now() - ${FAILED_JOBS_WINDOW}::interval)
           or (state = 'queued' and last_error is not null)`,
  );
  const unhealthy = await queryRows<{ name: string; health: string; last_error: string | null }>(
    db,
    sql`select name, health, last_error from providers where health <> 'ok' order by failing_since nulls last, id`,
  );
  const problems: SystemProblem[] = unhealthy.map((provider) => ({
    kind: "provider",
    message: `Provider ${provider.name} is ${provider.health}${provider.last_error ? `: ${provider.last_error}` : ""}`,
  }));
  const failing = jobs?.failing ?? 0;
  if (failing > 0) {
    problems.push({ kind: "jobs", message: `${failing} background ${failing === 1 ? "job is" : "jobs are"} failing` });
  }
  return { state: problems.length > 0 ? "degraded" : "operational", problems };
}
