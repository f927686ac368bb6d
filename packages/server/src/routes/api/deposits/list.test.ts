import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCustomer, type TestApp } from "../../../testing";
import { adminAuth } from "../admin/test-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = (auth: Record<string, string>, query = "") =>
  t.app.inject({ method: "GET", url: `/api/deposits${query}`, headers: auth });

async function bankTransfer(auth: Record<string, string>, amount: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/deposits",
    headers: auth,
    payload: { method: "bank_transfer", amount, transfer_reference: `TRF-${amount}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json() as { reference: string };
}

describe("GET /deposits: the customer's own deposits", () => {
  it("lists a pending and a rejected bank transfer with their status, newest first, and only the customer's", async () => {
    const customer = await registerCustomer(t.app);
    const other = await registerCustomer(t.app);
    const rejected = await bankTransfer(customer.auth, "5000");
    const pending = await bankTransfer(customer.auth, "7000");
    await bankTransfer(other.auth, "9000");
    const admin = await adminAuth(t.app);
    const found = await t.app.inject({
      method: "GET",
      url: `/api/admin/deposits?search=${rejected.reference}`,
      headers: admin,
    });
    const [row] = found.json().data;
    const reject = await t.app.inject({ method: "POST", url: `/api/admin/deposits/${row.id}/reject`, headers: admin });
    expect(reject.statusCode).toBe(200);

    const res = await list(customer.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        expect.objectContaining({
          reference: pending.reference,
          method: "bank_transfer",
          amount: "7000.00",
          status: "pending",
          transfer_reference: "TRF-7000",
        }),
        expect.objectContaining({ reference: rejected.reference, amount: "5000.00", status: "failed" }),
      ],
      meta: { page: 1, per_page: 10, total: 2, last_page: 1 },
    });
    const second = await list(customer.auth, "?page=2&per_page=1");
    expect(second.json()).toMatchObject({
      data: [{ reference: rejected.reference }],
      meta: { page: 2, per_page: 1, total: 2, last_page: 2 },
    });
  });

  it.each(["?page=0", "?page=abc", "?per_page=101", "?per_page=1.5", "?page=-1"])(
    "refuses the paging %s with a 422, not a 500",
    async (query) => {
      const { auth } = await registerCustomer(t.app);
      expect((await list(auth, query)).statusCode).toBe(422);
    },
  );

  it("needs a signed-in customer", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/deposits" })).statusCode).toBe(401);
  });
});
