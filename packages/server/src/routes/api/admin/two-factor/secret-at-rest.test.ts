import { randomBytes } from "node:crypto";
import { TWO_FACTOR_MESSAGES as M } from "@smm/domain";
import { eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminTwoFactor } from "../../../../db/schema";
import { TwoFactorSecrets } from "../../../../services/two-factor-secrets";
import { createTestApp, demoAdmin, type TestApp } from "../../../../testing";
import { adminAuth } from "../test-helpers";

let t: TestApp;
let secret: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestApp();
  const headers = await adminAuth(t.app);
  adminId = (await t.app.inject({ url: "/api/admin/me", headers })).json().id;
  secret = (await t.app.inject({ method: "POST", url: "/api/admin/two-factor/setup", headers })).json().secret;
  const enabled = await t.app.inject({
    method: "POST",
    url: "/api/admin/two-factor/enable",
    headers,
    payload: { password: demoAdmin.password, code: codeNow() },
  });
  expect(enabled.statusCode).toBe(200);
});
afterAll(() => t.close());

function codeNow(): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate();
}

const storedSecret = async () =>
  (await t.database.db.select().from(adminTwoFactor).where(eq(adminTwoFactor.adminId, adminId)))[0]?.secret ?? "";

/** Stores `value` as the secret and forgets the last accepted step, so the current code counts again. */
const store = (value: string) =>
  t.database.db
    .update(adminTwoFactor)
    .set({ secret: value, lastStep: null })
    .where(eq(adminTwoFactor.adminId, adminId));

/** Both steps of the sign-in, the second with the authenticator's current code. */
async function signIn() {
  const first = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { email: demoAdmin.email, password: demoAdmin.password },
  });
  const two_factor_token = first.json().two_factor_token;
  expect(two_factor_token).toEqual(expect.any(String));
  return t.app.inject({
    method: "POST",
    url: "/api/admin/login/two-factor",
    payload: { two_factor_token, code: codeNow() },
  });
}

function expectUnreadable(stored: string) {
  const bytes = Buffer.from(Secret.fromBase32(secret).bytes);
  expect(stored).toMatch(/^v1:/);
  for (const form of [secret, bytes.toString("base64"), bytes.toString("hex"), bytes.toString("latin1")]) {
    expect(stored).not.toContain(form);
  }
}

describe("operators' two-factor secrets at rest", () => {
  it("are stored encrypted after setup and confirmation, and a correct code still signs in", async () => {
    expectUnreadable(await storedSecret());
    await store(await storedSecret()); // the current code was spent on the confirmation
    const signed = await signIn();
    expect(signed.statusCode).toBe(200);
    expect(signed.json().token).toEqual(expect.any(String));
  });

  it("a secret stored in plain text before still works, and is encrypted on that first use", async () => {
    await store(secret);
    expect((await signIn()).statusCode).toBe(200);
    expectUnreadable(await storedSecret());
    await store(await storedSecret());
    expect((await signIn()).statusCode).toBe(200);
  });

  it("one the server's key cannot read refuses the code as a wrong one (no 500) and says why in the log once", async () => {
    await store(new TwoFactorSecrets(randomBytes(32), () => {}).seal(secret));
    const logged = vi.spyOn(t.app.log, "error");
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await signIn();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: M.codeWrong });
    }
    const warnings = logged.mock.calls.filter(([message]) =>
      /two-factor secrets cannot be read/i.test(String(message)),
    );
    expect(warnings).toHaveLength(1);
  });
});
