import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { asDatabaseOwner, withPanel } from "../../../../db/panel-context";
import { queryRows } from "../../../../db/rows";
import { adminSuite } from "../test-helpers";

/** The System Logs search over 20,000 rows: through the trigram index, and only the caller's panel's rows. */
const t = adminSuite();
const ROWS = 20_000;

beforeAll(async () => {
  await t.database.db.execute(sql`
    insert into system_log (type, action, actor, target, message, created_at)
    select 'audit', 'order.status', 'admin:1 admin@example.com', 'order:' || n, 'Status changed',
      now() - n * interval '1 minute'
    from generate_series(1, ${ROWS}) as n`);
  // As the tables' owner: only the owner may analyze them.
  await asDatabaseOwner(() => t.database.db.execute(sql`analyze system_log`));
}, 60_000);

/** The ids panel_system_log_like answers, and how many scans of the trigram index it made (this transaction's). */
async function searched(pattern: string) {
  return t.database.db.transaction(async (tx) => {
    const rows = await queryRows<{ id: number }>(tx, sql`select id from panel_system_log_like(${pattern}) as id`);
    const [scans] = await queryRows<{ n: number }>(
      tx,
      sql`select pg_stat_get_xact_numscans('system_log_search_trgm_idx'::regclass)::int as n`,
    );
    return { ids: rows.map((row) => row.id), indexScans: scans?.n ?? 0 };
  });
}

describe(`system log search over ${ROWS.toLocaleString("en")} rows`, () => {
  it("reads the trigram index (migration 0024: its text is the index's expression)", async () => {
    const { ids, indexScans } = await searched("%order:4242%");
    expect(ids).toHaveLength(1);
    expect(indexScans).toBe(1);
  });

  it("answers the caller's panel's rows only", async () => {
    expect(await withPanel(2, () => searched("%order:4242%"))).toEqual({ ids: [], indexScans: 1 });
  });

  it("the System Logs screen finds the row by part of its target", async () => {
    const res = await t.app.inject({ url: "/api/admin/logs?search=order:4242", headers: t.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((entry: { target: string }) => entry.target)).toEqual(["order:4242"]);
  });
});
