import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMail, systemLog } from "../../../../db/schema";
import { createTestApp, demoAdmin, mailedLink, type TestApp, tokenOf } from "../../../../testing";
import { adminAuth } from "../test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("admin profile and security", () => {
  it("lists own sessions, revokes one, changes the password (other sessions end)", async () => {
    const current = await adminAuth(t.app);
    const other = await adminAuth(t.app);
    const sessions = (await t.app.inject({ url: "/api/admin/sessions", headers: current })).json().data;
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const otherSession = sessions.find((s: { current: boolean }) => !s.current);
    const revoked = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/sessions/${otherSession.id}`,
      headers: current,
    });
    expect(revoked.json()).toEqual({ message: "The session was signed out." });
    expect((await t.app.inject({ url: "/api/admin/me", headers: other })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/admin/sessions/99999", headers: current })).statusCode,
    ).toBe(404);

    const third = await adminAuth(t.app);
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/admin/password",
      headers: current,
      payload: { current_password: "nope", password: "NewAdmin123", password_confirmation: "NewAdmin123" },
    });
    expect(wrong.json().errors).toEqual({ current_password: ["The current password is incorrect."] });
    // The operator password rule (#36): at least 8 characters; 7 were accepted before.
    const short = await t.app.inject({
      method: "PUT",
      url: "/api/admin/password",
      headers: current,
      payload: { current_password: demoAdmin.password, password: "Admin12", password_confirmation: "Admin12" },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ["Password must be at least 8 characters"] });
    const changed = await t.app.inject({
      method: "PUT",
      url: "/api/admin/password",
      headers: current,
      payload: { current_password: demoAdmin.password, password: "NewAdmin123", password_confirmation: "NewAdmin123" },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/me", headers: current })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/admin/me", headers: third })).statusCode).toBe(401);
  });

  it("names each session's device and address from its sign-in (#36)", async () => {
    const userAgent =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "user-agent": userAgent },
      remoteAddress: "198.51.100.7",
      payload: { email: demoAdmin.email, password: "NewAdmin123" },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const mine = (await t.app.inject({ url: "/api/admin/sessions", headers })).json().data;
    expect(mine.find((s: { current: boolean }) => s.current)).toMatchObject({
      device: "Chrome on Android",
      ip: "198.51.100.7",
    });
  });

  it("signs out every other session at once, and logs it (#36)", async () => {
    const current = await adminAuth(t.app, "NewAdmin123");
    const others = [await adminAuth(t.app, "NewAdmin123"), await adminAuth(t.app, "NewAdmin123")];
    const live = (await t.app.inject({ url: "/api/admin/sessions", headers: current })).json().data;
    const answer = await t.app.inject({ method: "DELETE", url: "/api/admin/sessions", headers: current });
    expect(answer.json()).toEqual({ message: "Your other sessions were signed out." });
    for (const headers of others) {
      expect((await t.app.inject({ url: "/api/admin/me", headers })).statusCode).toBe(401);
    }
    const left = (await t.app.inject({ url: "/api/admin/sessions", headers: current })).json().data;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    const [row] = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.action, "admin.other_sessions_revoked"))
      .orderBy(desc(systemLog.id))
      .limit(1);
    expect(row).toMatchObject({ type: "security", message: `${live.length - 1} other sessions signed out` });
  });

  it("forgot password mails a single-use link; reset signs every session out", async () => {
    // The previous test changed the password.
    const session = await adminAuth(t.app, "NewAdmin123");
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/admin/forgot-password",
      payload: { email: "nobody@example.com" },
    });
    const known = await t.app.inject({
      method: "POST",
      url: "/api/admin/forgot-password",
      payload: { email: ` ${demoAdmin.email} ` },
    });
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, demoAdmin.email));
    expect(mail?.body).toContain("open [reset link hidden] within an hour");
    const link = await mailedLink(t, demoAdmin.email);
    expect(link).toContain("/admin/reset-password?token=");
    const token = tokenOf(link);
    const reset = (password: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/admin/reset-password",
        payload: { token, password, password_confirmation: password },
      });
    expect((await reset("Reset12")).json().errors).toEqual({ password: ["Password must be at least 8 characters"] });
    expect((await reset("Reset12345")).statusCode).toBe(200);
    expect((await reset("Reset67890")).json().errors.token).toEqual([
      "This password reset link is invalid or has expired.",
    ]);
    expect((await t.app.inject({ url: "/api/admin/me", headers: session })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: demoAdmin.email, password: "Reset12345" },
    });
    expect(login.statusCode).toBe(200);
  });
});
