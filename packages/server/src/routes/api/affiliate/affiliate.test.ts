import { CHILD_PANEL_MESSAGES, PAYOUT_MESSAGES } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAdmin, fundCustomer, registerCustomer, type TestApp } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const balanceOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).json().balance as string;

async function depositAndConfirm(auth: Record<string, string>, amount: string) {
  const { reference } = (
    await t.app.inject({ method: "POST", url: "/api/deposits", headers: auth, payload: { method: "card", amount } })
  ).json();
  await t.app.inject({ method: "POST", url: `/api/deposits/${reference}/confirm`, headers: auth });
}

describe("affiliate", () => {
  it("counts visits and registrations, earns 4 % of referred deposits, pays out from 2000 NGN", async () => {
    const referrer = await registerCustomer(t.app);
    const overview = (await t.app.inject({ method: "GET", url: "/api/affiliate", headers: referrer.auth })).json();
    expect(overview.referral_link).toBe(`http://localhost:3000/signup?ref=${overview.referral_code}`);
    for (let i = 0; i < 4; i += 1) {
      const visit = await t.app.inject({
        method: "POST",
        url: "/api/affiliate/visits",
        payload: { code: overview.referral_code },
      });
      expect(visit.statusCode).toBe(202);
    }
    const referred = await registerCustomer(t.app, { referral_code: overview.referral_code });
    await depositAndConfirm(referred.auth, "40000");

    const after = (await t.app.inject({ method: "GET", url: "/api/affiliate", headers: referrer.auth })).json();
    expect(after.stats).toEqual({
      visits: 4,
      registrations: 1,
      referrals: 1,
      conversionRate: "25.00",
      totalEarnings: "1600.00",
      availableEarnings: "1600.00",
    });

    const tooSmall = await t.app.inject({
      method: "POST",
      url: "/api/affiliate/payouts",
      headers: referrer.auth,
      payload: { amount: "1600" },
    });
    expect(tooSmall.statusCode).toBe(422);
    expect(tooSmall.json().errors.amount).toEqual([PAYOUT_MESSAGES.amountBelowMinimum]);

    await depositAndConfirm(referred.auth, "20000");
    const payout = await t.app.inject({
      method: "POST",
      url: "/api/affiliate/payouts",
      headers: referrer.auth,
      payload: { amount: "2000" },
    });
    expect(payout.statusCode).toBe(201);
    expect(payout.json()).toMatchObject({ amount: "2000.00", status: "Pending" });
    expect(await balanceOf(referrer.auth)).toBe("400.00");
    const tooMuch = await t.app.inject({
      method: "POST",
      url: "/api/affiliate/payouts",
      headers: referrer.auth,
      payload: { amount: "2000" },
    });
    expect(tooMuch.json().errors.amount).toEqual([PAYOUT_MESSAGES.amountAboveAvailable]);
    const final = (await t.app.inject({ method: "GET", url: "/api/affiliate", headers: referrer.auth })).json();
    expect(final.stats.availableEarnings).toBe("400.00");
    expect(final.payouts).toHaveLength(1);
  });
});

describe("child panels", () => {
  const panel = {
    domain: "mypanel.com",
    currency: "ngn",
    adminUsername: "owner",
    adminPassword: "Password1",
    confirmPassword: "Password1",
    // The operator's monthly price (the default setting), as the form shows it.
    pricePerMonth: "1000",
  };

  it("charges the operator's monthly price and lists the panel with its nameservers; others see 404", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "1500.00");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/child-panels",
      headers: customer.auth,
      payload: panel,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ domain: "mypanel.com", status: "pending", pricePerMonth: "1000.00" });
    expect(res.json().nameservers).toHaveLength(2);
    expect(res.json()).not.toHaveProperty("adminPassword");
    expect(await balanceOf(customer.auth)).toBe("500.00");
    const stranger = await registerCustomer(t.app);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/child-panels/${res.json().id}`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);

    const admin = (
      await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { email: demoAdmin.email, password: demoAdmin.password },
      })
    ).json();
    const adminAuth = { authorization: `Bearer ${admin.token}` };
    const activate = await t.app.inject({
      method: "PUT",
      url: `/api/admin/child-panels/${res.json().id}/status`,
      headers: adminAuth,
      payload: { status: "active" },
    });
    expect(activate.json().status).toBe("active");
    const back = await t.app.inject({
      method: "PUT",
      url: `/api/admin/child-panels/${res.json().id}/status`,
      headers: adminAuth,
      payload: { status: "pending" },
    });
    expect(back.statusCode).toBe(422);
  });

  it("takes the currency as its message names it (NGN) and keeps the spec's lower-case code", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "1000.00");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/child-panels",
      headers: customer.auth,
      payload: { ...panel, domain: "capitals.com", currency: "NGN" },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ domain: "capitals.com", currency: "ngn" });
  });

  it("validates with the domain schema and refuses what the balance cannot pay", async () => {
    const customer = await registerCustomer(t.app);
    const invalid = await t.app.inject({
      method: "POST",
      url: "/api/child-panels",
      headers: customer.auth,
      payload: { ...panel, domain: "not a domain", confirmPassword: "other", pricePerMonth: "0" },
    });
    expect(invalid.json().errors).toMatchObject({
      domain: [CHILD_PANEL_MESSAGES.domainInvalid],
      confirmPassword: [CHILD_PANEL_MESSAGES.confirmMismatch],
      pricePerMonth: [CHILD_PANEL_MESSAGES.priceInvalid],
    });
    const broke = await t.app.inject({
      method: "POST",
      url: "/api/child-panels",
      headers: customer.auth,
      payload: panel,
    });
    expect(broke.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/child-panels", headers: customer.auth })).json().data,
    ).toEqual([]);
  });
});
