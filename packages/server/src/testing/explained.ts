import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

/**
 * A database handle on one connection of its own (as the owner, in the main panel) on which auto_explain hands
 * back the plan of every statement as run (EXPLAIN ANALYZE, without timing each node) as a notice: `explained(fn)`
 * answers the plans of the statements `fn` ran (benchmarks read how a figure is answered at scale).
 */
export async function explainingConnection(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const notices: string[] = [];
  client.on("notice", (notice) => notices.push(notice.message ?? ""));
  await client.query("select set_config('app.panel_id', '1', false)");
  await client.query("load 'auto_explain'");
  await client.query(`set auto_explain.log_min_duration = 0; set auto_explain.log_analyze = on;
    set auto_explain.log_timing = off; set auto_explain.log_level = notice; set client_min_messages = notice`);
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    async explained(fn: (db: Db) => Promise<unknown>): Promise<string[]> {
      notices.length = 0;
      await fn(db);
      return [...notices];
    },
    close: () => client.end(),
  };
}
