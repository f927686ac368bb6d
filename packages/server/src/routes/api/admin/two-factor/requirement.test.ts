import { TWO_FACTOR_MESSAGES as M, STAFF_FORBIDDEN_MESSAGE } from "@smm/domain";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { demoAdmin } from "../../../../testing";
import { adminSuite, inviteStaff } from "../test-helpers";

const t = adminSuite();

const call = async (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });

/** Sets two-factor sign-in up for the operator behind `headers`, with the test authenticator. */
async function turnOn(headers: Record<string, string>, password: string) {
  const { secret } = (await call(headers, "POST", "/api/admin/two-factor/setup")).json();
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  expect((await call(headers, "POST", "/api/admin/two-factor/enable", { password, code })).statusCode).toBe(200);
}

describe("Require two-factor sign-in for staff", () => {
  it("is the owner's, and only once the owner has two-factor sign-in", async () => {
    const admin = await inviteStaff(t, "admin", "second_admin");
    expect((await call(t.admin, "GET", "/api/admin/staff/two-factor")).json()).toEqual({ required: false });
    const byAdmin = await call(admin.headers, "PUT", "/api/admin/staff/two-factor", { required: true });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ message: STAFF_FORBIDDEN_MESSAGE });

    const tooSoon = await call(t.admin, "PUT", "/api/admin/staff/two-factor", { required: true });
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().errors).toEqual({ required: [M.ownerFirst] });
    expect((await call(t.admin, "GET", "/api/admin/staff/two-factor")).json()).toEqual({ required: false });

    await turnOn(t.admin, demoAdmin.password);
    const on = await call(t.admin, "PUT", "/api/admin/staff/two-factor", { required: true });
    expect(on.json()).toEqual({ required: true });
    // The owner is not locked out: their session (they have two-factor sign-in) answers everywhere.
    expect((await call(t.admin, "GET", "/api/admin/dashboard")).statusCode).toBe(200);
  });

  it("sends a staff member without it to the setup: every other admin route refuses until it is on", async () => {
    const support = await inviteStaff(t, "support", "agent");
    const me = await call(support.headers, "GET", "/api/admin/me");
    expect(me.json()).toMatchObject({ role: "support", twoFactorSetupRequired: true });
    const orders = await call(support.headers, "GET", "/api/admin/orders");
    expect(orders.statusCode).toBe(403);
    expect(orders.json()).toEqual({ message: M.setupRequired });
    expect((await call(support.headers, "GET", "/api/admin/sessions")).statusCode).toBe(403);

    // The sign-in itself says so, so the app can go straight to the setup.
    const login = await call({}, "POST", "/api/admin/login", { email: support.email, password: support.password });
    expect(login.json().admin).toMatchObject({ twoFactorSetupRequired: true });

    await turnOn(support.headers, support.password);
    expect((await call(support.headers, "GET", "/api/admin/orders")).statusCode).toBe(200);
    expect((await call(support.headers, "GET", "/api/admin/me")).json()).not.toHaveProperty("twoFactorSetupRequired");
  });

  it("lifted, staff without two-factor sign-in reach the panel again", async () => {
    const finance = await inviteStaff(t, "finance", "books");
    expect((await call(finance.headers, "GET", "/api/admin/dashboard")).statusCode).toBe(403);
    expect((await call(t.admin, "PUT", "/api/admin/staff/two-factor", { required: false })).json()).toEqual({
      required: false,
    });
    expect((await call(finance.headers, "GET", "/api/admin/dashboard")).statusCode).toBe(200);
  });
});
