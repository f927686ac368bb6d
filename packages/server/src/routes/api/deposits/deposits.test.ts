import { ADD_FUNDS_MESSAGES, DEPOSIT_AMOUNT_MAX } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemLog } from "../../../db/schema";
import { signPaystackBody } from "../../../services/payments/paystack";
import { createTestApp, registerCustomer, type TestApp } from "../../../testing";

const SECRET = "sk_test_secret";
let t: TestApp;
let fakePaystack: FastifyInstance;
const initialised: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  // A stand-in for Paystack's initialise endpoint, so the adapter's real HTTP call is exercised.
  fakePaystack = Fastify();
  fakePaystack.post("/transaction/initialize", async (request) => {
    initialised.push({ ...(request.body as object), authorization: request.headers.authorization });
    const { reference } = request.body as { reference: string };
    return {
      status: true,
      message: "Authorization URL created",
      data: { authorization_url: `https://checkout.example/${reference}` },
    };
  });
  const address = await fakePaystack.listen({ port: 0, host: "127.0.0.1" });
  t = await createTestApp({ paystackSecretKey: SECRET, paystackBaseUrl: address });
});
afterAll(async () => {
  await t.close();
  await fakePaystack.close();
});

const balanceOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).json().balance as string;

const deposit = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/deposits", headers: auth, payload });

describe("sandbox deposits", () => {
  it("checkout, then confirm credits amount + 5 % card bonus exactly once", async () => {
    const { auth } = await registerCustomer(t.app);
    const created = await deposit(auth, { method: "card", amount: "1000" });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ provider: "sandbox", amount: "1000.00", bonus: "50.00", status: "pending" });
    expect(body.checkout_url).toContain(body.reference);
    const confirm = () =>
      t.app.inject({ method: "POST", url: `/api/deposits/${body.reference}/confirm`, headers: auth });
    const first = await confirm();
    expect(first.json()).toMatchObject({ credited: true, balance: "1050.00", deposit: { status: "completed" } });
    const again = await confirm();
    expect(again.json()).toMatchObject({ credited: false, balance: "1050.00" });
    const ledger = (await t.app.inject({ method: "GET", url: "/api/transactions", headers: auth })).json();
    expect(ledger.map((l: { amount: string }) => l.amount).sort()).toEqual(["1000.00", "50.00"]);
  });

  it("applies the method minimums from the domain; crypto has no bonus", async () => {
    const { auth } = await registerCustomer(t.app);
    const low = await deposit(auth, { method: "crypto", amount: "499.99" });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount).toEqual([ADD_FUNDS_MESSAGES.amountBelowMinimum("500")]);
    const cardLow = await deposit(auth, { method: "card", amount: "99" });
    expect(cardLow.json().errors.amount).toEqual([ADD_FUNDS_MESSAGES.amountBelowMinimum("100")]);
    const crypto = await deposit(auth, { method: "crypto", amount: "500" });
    expect(crypto.json()).toMatchObject({ amount: "500.00", bonus: "0.00" });
  });

  it("another customer's payment answers 404 and is not credited", async () => {
    const owner = await registerCustomer(t.app);
    const stranger = await registerCustomer(t.app);
    const { reference } = (await deposit(owner.auth, { method: "card", amount: "200" })).json();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/deposits/${reference}/confirm`,
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(404);
    expect(await balanceOf(stranger.auth)).toBe("0.00");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/deposits/${reference}`, headers: stranger.auth })).statusCode,
    ).toBe(404);
  });

  it("credits the referrer 4 % of a referred customer's deposit", async () => {
    const referrer = await registerCustomer(t.app);
    const referred = await registerCustomer(t.app, {
      referral_code: (referrer.user as { referral_code?: string }).referral_code,
    });
    const { reference } = (await deposit(referred.auth, { method: "card", amount: "2500" })).json();
    await t.app.inject({ method: "POST", url: `/api/deposits/${reference}/confirm`, headers: referred.auth });
    expect(await balanceOf(referrer.auth)).toBe("100.00");
    expect(await balanceOf(referred.auth)).toBe("2625.00");
  });
});

describe("Paystack-compatible adapter", () => {
  it("initialises with the amount in kobo and answers the provider's redirect URL", async () => {
    const { auth, payload } = await registerCustomer(t.app);
    const res = await deposit(auth, { method: "card", amount: "1234.50", provider: "paystack" });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.checkout_url).toBe(`https://checkout.example/${body.reference}`);
    expect(initialised.at(-1)).toMatchObject({
      amount: "123450",
      email: payload.email,
      reference: body.reference,
      authorization: `Bearer ${SECRET}`,
    });
  });

  it("credits a signed webhook delivered three times exactly once, and refuses a bad signature", async () => {
    const { auth } = await registerCustomer(t.app);
    const { reference } = (await deposit(auth, { method: "card", amount: "1000", provider: "paystack" })).json();
    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference, amount: 100000, currency: "NGN", status: "success" },
    });
    const deliver = (signature: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/webhooks/paystack",
        headers: { "content-type": "application/json", "x-paystack-signature": signature },
        payload: raw,
      });
    const forged = await deliver(signPaystackBody("wrong secret", raw));
    expect(forged.statusCode).toBe(401);
    expect(await balanceOf(auth)).toBe("0.00");
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await deliver(signPaystackBody(SECRET, raw))).json());
    expect(results.map((r) => r.credited)).toEqual([true, false, false]);
    expect(await balanceOf(auth)).toBe("1050.00");
  });

  it.each([
    ["another amount", { amount: 100, currency: "NGN", status: "success" }, "amount 1.00 instead of 1000.00"],
    ["another currency", { amount: 100000, currency: "USD", status: "success" }, "currency USD instead of NGN"],
    ["a failed status inside", { amount: 100000, currency: "NGN", status: "failed" }, "status failed"],
    ["no currency", { amount: 100000, status: "success" }, "currency (none)"],
  ])(
    "refuses a signed charge.success with %s: nothing credited, a security event logged",
    async (_case, data, reason) => {
      const { auth } = await registerCustomer(t.app);
      const { reference } = (await deposit(auth, { method: "card", amount: "1000", provider: "paystack" })).json();
      const raw = JSON.stringify({ event: "charge.success", data: { reference, ...data } });
      const res = await t.app.inject({
        method: "POST",
        url: "/api/webhooks/paystack",
        headers: { "content-type": "application/json", "x-paystack-signature": signPaystackBody(SECRET, raw) },
        payload: raw,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, credited: false });
      expect(await balanceOf(auth)).toBe("0.00");
      expect(
        (await t.app.inject({ method: "GET", url: `/api/deposits/${reference}`, headers: auth })).json().status,
      ).toBe("pending");
      const [logged] = await t.database.db
        .select()
        .from(systemLog)
        .where(and(eq(systemLog.type, "security"), eq(systemLog.target, `payment:${reference}`)));
      expect(logged?.message).toContain(reason);
    },
  );

  it("logs a signed event for a deposit that does not exist, and credits nothing", async () => {
    const raw = JSON.stringify({
      event: "charge.success",
      data: { reference: "PSK-000000000000000000000000", amount: 100000, currency: "NGN", status: "success" },
    });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/webhooks/paystack",
      headers: { "content-type": "application/json", "x-paystack-signature": signPaystackBody(SECRET, raw) },
      payload: raw,
    });
    expect(res.json()).toEqual({ received: true, credited: false });
    const rows = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, "payment:PSK-000000000000000000000000"));
    expect(rows.map((row) => row.type)).toEqual(["security"]);
  });
});

describe("deposit amounts", () => {
  it.each(["12345678901234567890", "1000000000.01", "99999999999999.99"])(
    "answers 422 with a field message for %s NGN (beyond what one deposit may be)",
    async (amount) => {
      const { auth } = await registerCustomer(t.app);
      const res = await deposit(auth, { method: "card", amount });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.amount).toEqual([ADD_FUNDS_MESSAGES.amountAboveMaximum(DEPOSIT_AMOUNT_MAX)]);
    },
  );

  it("takes the largest deposit and credits it with its bonus", async () => {
    const { auth } = await registerCustomer(t.app);
    const created = (await deposit(auth, { method: "card", amount: DEPOSIT_AMOUNT_MAX })).json();
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/deposits/${created.reference}/confirm`,
      headers: auth,
    });
    expect(confirmed.json().balance).toBe("1050000000.00");
  });
});
