import { ADMIN_LOGIN_MESSAGES, TWO_FACTOR_MESSAGES as M } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemLog } from "../../../../db/schema";
import { createTestApp, demoAdmin, type TestApp } from "../../../../testing";
import { adminAuth } from "../test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The test authenticator: the same library, fed the secret the setup showed. */
function authenticator(secret: string) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" });
  return (timestamp = Date.now()) => totp.generate({ timestamp });
}

const password = () =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { email: demoAdmin.email, password: demoAdmin.password },
  });
const secondStep = (two_factor_token: string, code: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/login/two-factor", payload: { two_factor_token, code } });

const enable = (headers: Record<string, string>, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: "POST", url: "/api/admin/two-factor/enable", headers, payload, remoteAddress });

describe("two-factor sign-in for staff", () => {
  let code: (timestamp?: number) => string;
  let secret: string;
  let recoveryCodes: string[];
  let enabledAt: number;

  it("is turned on only with the password again: without it or with a wrong one nothing changes", async () => {
    const headers = await adminAuth(t.app);
    const setup = (await t.app.inject({ method: "POST", url: "/api/admin/two-factor/setup", headers })).json();
    const current = authenticator(setup.secret);
    const isOff = async () =>
      expect((await t.app.inject({ url: "/api/admin/two-factor", headers })).json()).toEqual({
        enabled: false,
        recoveryCodesLeft: 0,
      });

    const without = await enable(headers, { code: current() });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors).toEqual({ password: [ADMIN_LOGIN_MESSAGES.passwordRequired] });
    await isOff();

    // A stolen session (another address, so the other tests' budget is untouched) guesses the password.
    const thief = "203.0.113.9";
    const wrong = await enable(headers, { password: "Guess-123", code: current() }, thief);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [M.passwordWrong] });
    await isOff();
    const logged = await t.database.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, "admin.two_factor_failed"), eq(systemLog.ip, thief)));
    expect(logged).toEqual([expect.objectContaining({ type: "security", message: "failed: wrong password" })]);

    // Wrong passwords and wrong codes draw on one budget, the sign-in's: then even both right wait.
    const statuses = [wrong.statusCode];
    for (const password of ["Guess-456", "Guess-789", demoAdmin.password, demoAdmin.password]) {
      statuses.push((await enable(headers, { password, code: "000000" }, thief)).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const right = await enable(headers, { password: demoAdmin.password, code: current() }, thief);
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many login attempts/);
    await isOff();
    // Still off: the password alone signs in, with no code step.
    expect((await password()).json().token).toEqual(expect.any(String));
  });

  it("is set up from the profile: QR code and secret, confirmed with a current code, recovery codes once", async () => {
    const headers = await adminAuth(t.app);
    expect((await t.app.inject({ url: "/api/admin/two-factor", headers })).json()).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const setup = await t.app.inject({ method: "POST", url: "/api/admin/two-factor/setup", headers });
    expect(setup.statusCode).toBe(200);
    secret = setup.json().secret;
    expect(setup.json().otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]+/);
    expect(setup.json().qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    code = authenticator(secret);

    const wrong = await enable(headers, { password: demoAdmin.password, code: code(Date.now() - 5 * 60_000) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: [M.codeWrong] });
    // Not on until confirmed: the password still signs in directly.
    expect((await password()).json().token).toEqual(expect.any(String));

    const elsewhere = await adminAuth(t.app);
    enabledAt = Date.now();
    const enabled = await enable(headers, { password: demoAdmin.password, code: code(enabledAt) });
    expect(enabled.statusCode).toBe(200);
    // Turning it on signs out every other session, one opened with the password alone among them (#36).
    expect((await t.app.inject({ url: "/api/admin/me", headers: elsewhere })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/me", headers })).statusCode).toBe(200);
    recoveryCodes = enabled.json().recoveryCodes;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await t.app.inject({ url: "/api/admin/two-factor", headers })).json()).toEqual({
      enabled: true,
      recoveryCodesLeft: 10,
    });
    // Shown once: a second setup is refused, and no answer carries the secret again.
    const again = await t.app.inject({ method: "POST", url: "/api/admin/two-factor/setup", headers });
    expect(again.statusCode).toBe(409);
    for (const url of ["/api/admin/me", "/api/admin/two-factor", "/api/admin/staff", "/api/admin/logs"]) {
      const answer = await t.app.inject({ url, headers });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain(secret);
    }
  });

  it("the password step gives no session, only a token that the code step alone accepts", async () => {
    const first = await password();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_token: expect.any(String) });
    const pending = { authorization: `Bearer ${first.json().two_factor_token}` };
    for (const url of ["/api/admin/me", "/api/admin/dashboard", "/api/admin/two-factor"]) {
      expect((await t.app.inject({ url, headers: pending })).statusCode).toBe(401);
    }

    // The code that turned it on cannot be used again; a code two steps old is refused.
    const replayed = await secondStep(first.json().two_factor_token, code(enabledAt));
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ message: M.codeWrong });
    expect((await secondStep(first.json().two_factor_token, code(Date.now() - 60_000))).statusCode).toBe(401);

    // One step ahead (a phone's clock a little fast) is accepted, once.
    const ahead = Date.now() + 30_000;
    const signedIn = await secondStep(first.json().two_factor_token, code(ahead));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().admin.email).toBe(demoAdmin.email);
    const session = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await t.app.inject({ url: "/api/admin/me", headers: session })).statusCode).toBe(200);

    // The token is spent with the sign-in.
    expect((await secondStep(first.json().two_factor_token, code())).json()).toEqual({ message: M.challengeExpired });

    const next = (await password()).json().two_factor_token;
    expect((await secondStep(next, code(ahead))).json()).toEqual({ message: M.codeWrong });
  });

  it("a recovery code signs in once, then stops working", async () => {
    const recovery = recoveryCodes[0] ?? "";
    const signedIn = await secondStep((await password()).json().two_factor_token, recovery.toUpperCase());
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().token}` };
    expect((await t.app.inject({ url: "/api/admin/two-factor", headers })).json().recoveryCodesLeft).toBe(9);
    const reused = await secondStep((await password()).json().two_factor_token, recovery);
    expect(reused.json()).toEqual({ message: M.codeWrong });

    // A new set replaces the old one.
    const replaced = await t.app.inject({
      method: "POST",
      url: "/api/admin/two-factor/recovery-codes",
      headers,
      payload: { code: recoveryCodes[1] },
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().recoveryCodes).toHaveLength(10);
    const old = await secondStep((await password()).json().two_factor_token, recoveryCodes[2] ?? "");
    expect(old.json()).toEqual({ message: M.codeWrong });
    recoveryCodes = replaced.json().recoveryCodes;
  });

  it("a malformed code is a 422 and an unknown token a 401, nothing signed in", async () => {
    const token = (await password()).json().two_factor_token;
    const bad = await secondStep(token, "12345");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ code: [M.codeFormat] });
    expect((await secondStep("not-a-token", recoveryCodes[0] ?? "")).json()).toEqual({ message: M.challengeExpired });
  });

  it("is turned off with the password (a wrong one changes nothing); the password then signs in directly", async () => {
    const headers = await signIn();
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/admin/two-factor/disable",
      headers,
      payload: { password: "not-it" },
    });
    expect(wrong.json().errors).toEqual({ password: [M.passwordWrong] });
    expect((await t.app.inject({ url: "/api/admin/two-factor", headers })).json().enabled).toBe(true);
    // Logged, as a wrong password turning it on is (light-my-request's address, not the thief's above).
    const logged = await t.database.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.message, "failed: wrong password"), eq(systemLog.ip, "127.0.0.1")));
    expect(logged).toEqual([expect.objectContaining({ type: "security", action: "admin.two_factor_failed" })]);
    const off = await t.app.inject({
      method: "POST",
      url: "/api/admin/two-factor/disable",
      headers,
      payload: { password: demoAdmin.password },
    });
    expect(off.json()).toEqual({ message: M.disabled });
    expect((await password()).json().token).toEqual(expect.any(String));
  });

  it("wrong codes are throttled like passwords", async () => {
    const headers = await adminAuth(t.app);
    const setup = (await t.app.inject({ method: "POST", url: "/api/admin/two-factor/setup", headers })).json();
    code = authenticator(setup.secret);
    await enable(headers, { password: demoAdmin.password, code: code() });
    const token = (await password()).json().two_factor_token;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await secondStep(token, "000000")).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right code waits now.
    const right = await secondStep(token, code(Date.now() + 30_000));
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toMatch(/^Too many login attempts/);
  });

  async function signIn() {
    const token = (await password()).json().two_factor_token;
    const answer = await secondStep(token, recoveryCodes.pop() ?? "");
    expect(answer.statusCode).toBe(200);
    return { authorization: `Bearer ${answer.json().token}` };
  }
});
