import { describe, expect, it } from "vitest";
import { sentBody, testClient } from "../test-support/testClient";

const deposit = {
  reference: "SBX-0123456789ABCDEF01234567",
  provider: "sandbox",
  method: "card",
  amount: "1000.00",
  bonus: "50.00",
  status: "pending",
  created_at: "2026-11-22T10:00:00.000Z",
  checkout_url: "http://localhost:3000/dashboard/add-funds?sandbox_reference=SBX-0123456789ABCDEF01234567",
};

describe("deposits", () => {
  it("createDeposit POSTs method and amount with the submission's key", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: deposit }));
    await expect(
      api.funds.createDeposit({ method: "card", amount: "1000" }, { idempotencyKey: "d-1" }),
    ).resolves.toEqual(deposit);
    expect(fake.last().url).toBe("/deposits");
    expect(fake.last().headers.get("Idempotency-Key")).toBe("d-1");
    expect(sentBody(fake.last())).toEqual({ method: "card", amount: "1000" });
    await api.funds.createDeposit({ method: "crypto", amount: "600", provider: "paystack" }, { idempotencyKey: "d-2" });
    expect(sentBody(fake.last())).toEqual({ method: "crypto", amount: "600", provider: "paystack" });
  });

  it("createDeposit falls back to 'Failed to start the payment'", async () => {
    const { api } = testClient(() => ({ status: 502 }));
    await expect(
      api.funds.createDeposit({ method: "card", amount: "1000" }, { idempotencyKey: "d" }),
    ).rejects.toMatchObject({ message: "Failed to start the payment", status: 502 });
  });

  it("deposit and confirmSandboxDeposit address the deposit by its reference", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: deposit }));
    await api.funds.deposit(deposit.reference);
    expect(fake.last().url).toBe(`/deposits/${deposit.reference}`);
    await api.funds.confirmSandboxDeposit(deposit.reference);
    expect(fake.last().method).toBe("post");
    expect(fake.last().url).toBe(`/deposits/${deposit.reference}/confirm`);
    await api.funds.deposit("../admin");
    expect(fake.last().url).toBe("/deposits/..%2Fadmin");
  });

  it("deposits GETs one page of the customer's deposits; falls back to 'Failed to fetch your deposits'", async () => {
    const page = { data: [deposit], meta: { page: 2, per_page: 5, total: 6, last_page: 2 } };
    const { api, fake } = testClient(() => ({ status: 200, data: page }));
    await expect(api.funds.deposits({ page: 2, per_page: 5 })).resolves.toEqual(page);
    expect(fake.last().method).toBe("get");
    expect(fake.last().url).toBe("/deposits");
    expect(fake.last().params).toEqual({ page: "2", per_page: "5" });
    const failing = testClient(() => ({ status: 500 }));
    await expect(failing.api.funds.deposits()).rejects.toMatchObject({ message: "Failed to fetch your deposits" });
  });
});
