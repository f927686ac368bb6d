import { AFFILIATE_MIN_PAYOUT, CHILD_PANEL_NAMESERVERS } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/ApiError";
import { newIdempotencyKey } from "../http/idempotency";
import { freshCustomer, fund } from "../test-support/customers";
import { demoAdmin, type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

const form = {
  domain: "my-reseller-panel.com",
  currency: "ngn" as const,
  adminUsername: "owner",
  adminPassword: "Secret1234",
  confirmPassword: "Secret1234",
  // The operator's monthly price (the default setting), as the form shows it.
  pricePerMonth: "1000",
};

describe("child panels", () => {
  it("ordering charges the monthly price and the operator can activate it", async () => {
    const api = await freshCustomer(server);
    await fund(api, "2000");
    const panel = await api.childPanels.create(form, { idempotencyKey: newIdempotencyKey() });
    expect(panel).toMatchObject({ domain: form.domain, currency: "ngn", status: "pending", pricePerMonth: "1000.00" });
    expect(panel.nameservers).toEqual([...CHILD_PANEL_NAMESERVERS]);
    expect((await api.user.dashboard()).balance).toBe("1100.00");
    await expect(api.childPanels.list()).resolves.toEqual([panel]);
    await expect(api.childPanels.get(panel.id)).resolves.toEqual(panel);

    const { token, admin } = await api.admin.auth.login({ email: demoAdmin.email, password: demoAdmin.password });
    api.sessions.admin.save({ token, data: admin }, { remember: false });
    await expect(api.admin.childPanels.setStatus(panel.id, "active")).resolves.toMatchObject({ status: "active" });
    await expect(api.childPanels.get(panel.id)).resolves.toMatchObject({ status: "active" });
  });

  it("invalid fields come back under the form's names in the spec's words", async () => {
    const api = await freshCustomer(server);
    const error = await api.childPanels
      .create(
        { ...form, domain: "not a domain", confirmPassword: "Other12345", pricePerMonth: "0" },
        { idempotencyKey: newIdempotencyKey() },
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors).toMatchObject({
      domain: ["Please enter a valid domain name"],
      confirmPassword: ["Passwords do not match"],
      pricePerMonth: ["Please enter a valid price"],
    });
  });

  it("without the balance nothing is ordered; another customer's panel answers 404", async () => {
    // A domain of its own each: one ordered already is another panel's (the registry of host names).
    const poor = await freshCustomer(server);
    const error = (await poor.childPanels
      .create({ ...form, domain: "poor-panel.com" }, { idempotencyKey: newIdempotencyKey() })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.errors.balance).toHaveLength(1);
    await expect(poor.childPanels.list()).resolves.toEqual([]);

    const owner = await freshCustomer(server);
    await fund(owner, "2000");
    const panel = await owner.childPanels.create(
      { ...form, domain: "owned-panel.com" },
      { idempotencyKey: newIdempotencyKey() },
    );
    await expect(poor.childPanels.get(panel.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe("affiliate", () => {
  it("counts visits and sign-ups of the referral link, credits 4 % of referred deposits, pays out", async () => {
    const referrer = await freshCustomer(server);
    const start = await referrer.affiliate.overview();
    expect(start.minimum_payout).toBe(AFFILIATE_MIN_PAYOUT);
    expect(start.referral_link).toContain(encodeURIComponent(start.referral_code));
    expect(start.stats).toMatchObject({ visits: 0, registrations: 0, totalEarnings: "0.00" });
    expect(start.payouts).toEqual([]);

    await server.client().affiliate.recordVisit(start.referral_code);
    const referred = await freshCustomer(server, start.referral_code);
    await fund(referred, "60000");

    const after = await referrer.affiliate.overview();
    expect(after.stats).toMatchObject({ visits: 1, registrations: 1, referrals: 1, totalEarnings: "2400.00" });

    const tooSmall = (await referrer.affiliate
      .requestPayout("100", { idempotencyKey: newIdempotencyKey() })
      .catch((caught: unknown) => caught)) as ApiError;
    expect(tooSmall.fieldError("amount")).toBe("Minimum payout is 2000 NGN");

    const options = { idempotencyKey: newIdempotencyKey() };
    const payout = await referrer.affiliate.requestPayout("2000", options);
    expect(payout).toMatchObject({ amount: "2000.00" });
    await expect(referrer.affiliate.requestPayout("2000", options)).resolves.toEqual(payout);
    const final = await referrer.affiliate.overview();
    expect(final.payouts).toHaveLength(1);
    expect(final.stats.availableEarnings).toBe("400.00");
  });
});
