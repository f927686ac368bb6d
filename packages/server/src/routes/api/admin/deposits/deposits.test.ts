import { ADD_FUNDS_MESSAGES } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, notifications, systemLog } from "../../../../db/schema";
import { registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const balanceOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).json().balance as string;

/** A customer's bank transfer deposit, pending; with a referrer when asked. */
async function bankTransfer(amount: string, options: { referredBy?: string } = {}) {
  const customer = await registerCustomer(t.app, options.referredBy ? { referral_code: options.referredBy } : {});
  const res = await t.app.inject({
    method: "POST",
    url: "/api/deposits",
    headers: customer.auth,
    payload: { method: "bank_transfer", amount, transfer_reference: "GTB/TRF 4471-22" },
  });
  if (res.statusCode !== 201) throw new Error(`deposit failed: ${res.statusCode} ${res.body}`);
  const deposit = res.json();
  const listed = await t.app.inject({
    method: "GET",
    url: `/api/admin/deposits?search=${deposit.reference}`,
    headers: t.admin,
  });
  const [row] = listed.json().data;
  return { customer, deposit, id: row.id as number };
}

const decide = (id: number, decision: "approve" | "reject", headers = t.admin) =>
  t.app.inject({ method: "POST", url: `/api/admin/deposits/${id}/${decision}`, headers });

describe("bank transfers", () => {
  it("stay pending with the customer's transfer reference, and the customer cannot complete them", async () => {
    const { customer, deposit } = await bankTransfer("5000");
    expect(deposit).toMatchObject({
      provider: "bank_transfer",
      method: "bank_transfer",
      amount: "5000.00",
      status: "pending",
      transfer_reference: "GTB/TRF 4471-22",
    });
    expect(deposit.checkout_url).toBeUndefined();
    const confirm = await t.app.inject({
      method: "POST",
      url: `/api/deposits/${deposit.reference}/confirm`,
      headers: customer.auth,
    });
    expect(confirm.statusCode).toBe(404);
    expect(await balanceOf(customer.auth)).toBe("0.00");
  });

  it("need the transfer reference, in a shape a bank uses", async () => {
    const { auth } = await registerCustomer(t.app);
    const send = (payload: object) => t.app.inject({ method: "POST", url: "/api/deposits", headers: auth, payload });
    const missing = await send({ method: "bank_transfer", amount: "5000" });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.transfer_reference).toEqual([ADD_FUNDS_MESSAGES.transferReferenceRequired]);
    const odd = await send({ method: "bank_transfer", amount: "5000", transfer_reference: "<script>" });
    expect(odd.json().errors.transfer_reference).toEqual([ADD_FUNDS_MESSAGES.transferReferenceInvalid]);
  });

  it("an operator's approval credits amount + bonus and the referrer's commission once, audited; then 409", async () => {
    const referrer = await registerCustomer(t.app);
    // The operator gives bank transfers a 2 % bonus.
    const settings = (await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: t.admin })).json();
    await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: t.admin,
      payload: {
        payment_methods: settings.payment_methods.map((method: { id: string }) =>
          method.id === "bank_transfer" ? { ...method, bonus_percent: "2" } : method,
        ),
      },
    });
    const { customer, deposit, id } = await bankTransfer("10000", {
      referredBy: (referrer.user as { referral_code?: string }).referral_code,
    });
    const approved = await decide(id, "approve");
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: "completed", amount: "10000.00", bonus: "200.00" });
    expect(await balanceOf(customer.auth)).toBe("10200.00");
    expect(await balanceOf(referrer.auth)).toBe("400.00");
    const ledger = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, deposit.reference));
    expect(ledger.map((row) => [row.kind, row.amount]).sort()).toEqual([
      ["bonus", "200.00"],
      ["commission", "400.00"],
      ["deposit", "10000.00"],
    ]);
    const again = await decide(id, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Deposit ${deposit.reference} is already approved.`);
    expect((await decide(id, "reject")).statusCode).toBe(409);
    expect(await balanceOf(customer.auth)).toBe("10200.00");
    const audit = await t.database.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, "deposit.approve"), eq(systemLog.target, `payment:${deposit.reference}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor).toContain("admin@example.com");
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, customer.user.id));
    expect(told.map((row) => row.message)).toContain("Your bank transfer of ₦10,000.00 was approved and credited.");
  });

  it("a rejection credits nothing, tells the customer, and cannot be approved afterwards", async () => {
    const { customer, id } = await bankTransfer("3000");
    const rejected = await decide(id, "reject");
    expect(rejected.json()).toMatchObject({ status: "failed" });
    expect((await decide(id, "approve")).statusCode).toBe(409);
    expect(await balanceOf(customer.auth)).toBe("0.00");
  });

  it("two approvals at once credit once", async () => {
    const { customer, id } = await bankTransfer("2000");
    const results = await Promise.all([decide(id, "approve"), decide(id, "approve")]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    // 2 % bonus, as the operator set it above.
    expect(await balanceOf(customer.auth)).toBe("2040.00");
  });

  it("gateway deposits are not approved by hand; unknown ids are 404; customers are refused", async () => {
    const { auth } = await registerCustomer(t.app);
    const sandbox = (
      await t.app.inject({
        method: "POST",
        url: "/api/deposits",
        headers: auth,
        payload: { method: "card", amount: "500" },
      })
    ).json();
    const [row] = (
      await t.app.inject({ method: "GET", url: `/api/admin/deposits?search=${sandbox.reference}`, headers: t.admin })
    ).json().data;
    expect((await decide(row.id, "approve")).statusCode).toBe(409);
    expect((await decide(2_000_000_000, "approve")).statusCode).toBe(404);
    expect((await decide(row.id, "approve", auth)).statusCode).toBe(403);
  });
});

describe("GET /api/admin/deposits", () => {
  it("filters by status and method, newest first", async () => {
    const { deposit } = await bankTransfer("1500");
    const pending = (
      await t.app.inject({
        method: "GET",
        url: "/api/admin/deposits?status=pending&method=bank_transfer",
        headers: t.admin,
      })
    ).json();
    expect(pending.data.length).toBeGreaterThan(0);
    expect(pending.data[0]).toMatchObject({ reference: deposit.reference, transferReference: "GTB/TRF 4471-22" });
    expect(pending.data.every((row: { status: string; method: string }) => row.status === "pending")).toBe(true);
    const bad = await t.app.inject({ method: "GET", url: "/api/admin/deposits?status=stolen", headers: t.admin });
    expect(bad.statusCode).toBe(422);
  });
});

describe("the bank details setting", () => {
  it("offers bank transfers to customers only while the operator has bank details set", async () => {
    const offered = async () =>
      (await t.app.inject({ method: "GET", url: "/api/settings" }))
        .json()
        .payment_methods.map((m: { id: string }) => m.id);
    const setDetails = (bank_transfer_details: string) =>
      t.app.inject({ method: "PUT", url: "/api/admin/settings", headers: t.admin, payload: { bank_transfer_details } });
    expect(await offered()).toContain("bank_transfer");
    expect((await setDetails("")).statusCode).toBe(200);
    expect(await offered()).not.toContain("bank_transfer");
    const { auth } = await registerCustomer(t.app);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/deposits",
      headers: auth,
      payload: { method: "bank_transfer", amount: "5000", transfer_reference: "GTB/1" },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.method).toEqual(["This payment method is not available yet. Please choose another."]);
    expect((await setDetails("x".repeat(501))).statusCode).toBe(422);
    expect((await setDetails("Access Bank · 0690000031 · Panel Ltd")).statusCode).toBe(200);
    expect(await offered()).toContain("bank_transfer");
  });
});
