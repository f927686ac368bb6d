import { describe, expect, it } from "vitest";
import { sentBody, testClient } from "../test-support/testClient";

const panel = {
  id: 4,
  domain: "mypanel.com",
  currency: "ngn" as const,
  adminUsername: "owner",
  pricePerMonth: "5000.00",
  status: "pending",
  nameservers: ["ns1.smmpanelhost.com", "ns2.smmpanelhost.com"],
  createdAt: "2026-11-22T10:00:00.000Z",
};
const form = {
  domain: "mypanel.com",
  currency: "ngn" as const,
  adminUsername: "owner",
  adminPassword: "Secret1234",
  confirmPassword: "Secret1234",
  pricePerMonth: "5000",
};

describe("child panels", () => {
  it("create POSTs the form's six fields with the submission's key", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: panel }));
    await expect(api.childPanels.create(form, { idempotencyKey: "cp-1" })).resolves.toEqual(panel);
    expect(fake.last().url).toBe("/child-panels");
    expect(fake.last().headers.get("Idempotency-Key")).toBe("cp-1");
    expect(sentBody(fake.last())).toEqual(form);
  });

  it("list unwraps {data}; get reads one; fallbacks name the call", async () => {
    let reply: { status: number; data?: unknown } = { status: 200, data: { data: [panel] } };
    const { api, fake } = testClient(() => reply);
    await expect(api.childPanels.list()).resolves.toEqual([panel]);
    reply = { status: 200, data: panel };
    await expect(api.childPanels.get(4)).resolves.toEqual(panel);
    expect(fake.last().url).toBe("/child-panels/4");
    await api.childPanels.access(4);
    expect(fake.last().url).toBe("/child-panels/4/access");
    reply = { status: 500 };
    await expect(api.childPanels.access(4)).rejects.toMatchObject({ message: "Failed to check the panel's address" });
    await expect(api.childPanels.list()).rejects.toMatchObject({ message: "Failed to fetch child panels" });
    await expect(api.childPanels.create(form, { idempotencyKey: "k" })).rejects.toMatchObject({
      message: "Failed to order the child panel",
    });
  });

  it("the operator's status change carries the admin token", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: { ...panel, status: "active" } }));
    sessions.admin.save(
      { token: "adm", data: { id: 1, username: "admin", email: "a@example.com" } },
      { remember: false },
    );
    await api.admin.childPanels.setStatus(4, "active");
    expect(fake.last().method).toBe("put");
    expect(fake.last().url).toBe("/admin/child-panels/4/status");
    expect(fake.last().headers.get("Authorization")).toBe("Bearer adm");
    expect(sentBody(fake.last())).toEqual({ status: "active" });
  });
});

describe("affiliate", () => {
  it("recordVisit POSTs the code without a token", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 202 }));
    sessions.customer.save({ token: "t", data: {} as never }, { remember: false });
    await expect(api.affiliate.recordVisit("REF1")).resolves.toBeUndefined();
    expect(fake.last().url).toBe("/affiliate/visits");
    expect(sentBody(fake.last())).toEqual({ code: "REF1" });
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("overview GETs /affiliate", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { referral_code: "R" } }));
    await expect(api.affiliate.overview()).resolves.toEqual({ referral_code: "R" });
    expect(fake.last().url).toBe("/affiliate");
  });

  it("requestPayout POSTs the amount with the key and keeps the amount's field error", async () => {
    let reply: { status: number; data?: unknown } = { status: 201, data: { amount: "2000.00" } };
    const { api, fake } = testClient(() => reply);
    await api.affiliate.requestPayout("2000", { idempotencyKey: "p-1" });
    expect(fake.last().url).toBe("/affiliate/payouts");
    expect(fake.last().headers.get("Idempotency-Key")).toBe("p-1");
    expect(sentBody(fake.last())).toEqual({ amount: "2000" });
    reply = { status: 422, data: { errors: { amount: ["Minimum payout is 2000 NGN"] } } };
    await expect(api.affiliate.requestPayout("10", { idempotencyKey: "p-2" })).rejects.toMatchObject({
      message: "Minimum payout is 2000 NGN",
      errors: { amount: ["Minimum payout is 2000 NGN"] },
    });
  });
});
