import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemLog } from "../../db/schema";
import { createTestApp, type TestApp } from "../../testing";
import { writeLog } from "./system-log";

/** Text PostgreSQL refuses (NUL, in text and jsonb columns) never costs a log row, above all a security event. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const latest = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.action, action))
      .orderBy(desc(systemLog.id))
      .limit(1)
  )[0];

describe("system log rows", () => {
  it.each([
    ["/api/login", { login: "adm\u0000in", password: "Secret123" }, "login.failed", "login:adm\uFFFDin"],
    [
      "/api/admin/login",
      { email: "adm\u0000in", password: "Secret123" },
      "admin.login_failed",
      "admin-login:adm\uFFFDin",
    ],
  ])("keep the failed sign-in at %s whose name holds a NUL", async (url, payload, action, actor) => {
    const res = await t.app.inject({ method: "POST", url, payload, remoteAddress: "10.7.0.1" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await latest(action)).toMatchObject({ type: "security", actor, ip: "10.7.0.1" });
  });

  it("store every text of an entry, JSON keys and values too", async () => {
    await writeLog(t.database.db, {
      type: "audit",
      action: "test.nul",
      actor: "admin:1 a\u0000b",
      target: "user:\u0000",
      before: { "na\u0000me": ["x\u0000y"] },
      after: { count: 12n, at: new Date("2026-01-02T03:04:05.000Z") },
      message: "failed: \u0000",
    });
    expect(await latest("test.nul")).toMatchObject({
      actor: "admin:1 a\uFFFDb",
      target: "user:\uFFFD",
      before: { "na\uFFFDme": ["x\uFFFDy"] },
      after: { count: "12", at: "2026-01-02T03:04:05.000Z" },
      message: "failed: \uFFFD",
    });
  });
});
