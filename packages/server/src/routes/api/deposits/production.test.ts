import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, systemLog } from "../../../db/schema";
import { signNowpaymentsBody } from "../../../services/payments/nowpayments";
import { createTestApp, fundCustomer, registerCustomer, type TestApp } from "../../../testing";

/** A panel run for real (DEMO=0) with the crypto gateway configured and no card gateway. */
const IPN_SECRET = "ipn-secret-for-tests";
let t: TestApp;
let fakeNowpayments: FastifyInstance;
const invoices: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  // A stand-in for NOWPayments' invoice endpoint, so the adapter's real HTTP call is exercised.
  fakeNowpayments = Fastify();
  fakeNowpayments.post("/v1/invoice", async (request) => {
    invoices.push({ ...(request.body as object), apiKey: request.headers["x-api-key"] });
    const { order_id } = request.body as { order_id: string };
    return { id: "4522625843", invoice_url: `https://nowpayments.example/payment/?iid=${order_id}` };
  });
  const address = await fakeNowpayments.listen({ port: 0, host: "127.0.0.1" });
  t = await createTestApp({
    demo: false,
    nowpayments: { apiKey: "np-key", ipnSecret: IPN_SECRET, baseUrl: address },
  });
});
afterAll(async () => {
  await t.close();
  await fakeNowpayments.close();
});

const balanceOf = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).json().balance as string;

const deposit = (auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: "POST", url: "/api/deposits", headers: auth, payload });

const ipn = (body: object, signature = signNowpaymentsBody(IPN_SECRET, body)) =>
  t.app.inject({
    method: "POST",
    url: "/api/webhooks/nowpayments",
    headers: { "content-type": "application/json", "x-nowpayments-sig": signature },
    payload: JSON.stringify(body),
  });

describe("no free money outside demo mode", () => {
  it("refuses a sandbox deposit with 422 and a clear message, and credits nothing", async () => {
    const { auth } = await registerCustomer(t.app);
    const res = await deposit(auth, { method: "card", amount: "5000000", provider: "sandbox" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.provider).toEqual(["Demo payments are only available when the panel runs in demo mode."]);
    expect(await balanceOf(auth)).toBe("0.00");
  });

  it("answers 404 to a customer confirming their own deposit, even one the sandbox made before", async () => {
    const { auth, user } = await registerCustomer(t.app);
    const reference = "SBX-0123456789ABCDEF01234567";
    await t.database.db
      .insert(payments)
      .values({ userId: user.id, provider: "sandbox", method: "card", reference, amount: "5000000" });
    const res = await t.app.inject({ method: "POST", url: `/api/deposits/${reference}/confirm`, headers: auth });
    expect(res.statusCode).toBe(404);
    expect(await balanceOf(auth)).toBe("0.00");
  });

  it("answers 422 for the card method when no card gateway is configured", async () => {
    const { auth } = await registerCustomer(t.app);
    const res = await deposit(auth, { method: "card", amount: "1000" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.method).toEqual(["This payment method is not available yet. Please choose another."]);
  });

  it("lists only the methods a customer can pay with, and says it is not a demo", async () => {
    const settings = (await t.app.inject({ method: "GET", url: "/api/settings" })).json();
    expect(settings.demo).toBe(false);
    // No card gateway: crypto, and bank transfers (the test database has bank details).
    expect(settings.payment_methods.map((method: { id: string }) => method.id)).toEqual(["crypto", "bank_transfer"]);
  });
});

describe("crypto deposits through a NOWPayments-style IPN", () => {
  it("opens an invoice in NGN and credits the signed, finished IPN once", async () => {
    const referrer = await registerCustomer(t.app);
    const { auth } = await registerCustomer(t.app, {
      referral_code: (referrer.user as { referral_code?: string }).referral_code,
    });
    const created = await deposit(auth, { method: "crypto", amount: "2500.50" });
    expect(created.statusCode).toBe(201);
    const { reference, checkout_url, provider } = created.json();
    expect(provider).toBe("nowpayments");
    expect(checkout_url).toBe(`https://nowpayments.example/payment/?iid=${reference}`);
    expect(invoices.at(-1)).toMatchObject({
      apiKey: "np-key",
      price_amount: 2500.5,
      price_currency: "ngn",
      order_id: reference,
      ipn_callback_url: "http://localhost:3000/api/webhooks/nowpayments",
    });
    const body = {
      payment_id: 5077125051,
      payment_status: "finished",
      order_id: reference,
      price_amount: 2500.5,
      price_currency: "ngn",
      pay_currency: "usdttrc20",
      actually_paid: 1.62,
    };
    expect((await ipn(body, signNowpaymentsBody("another secret", body))).statusCode).toBe(401);
    expect((await ipn({ ...body, payment_status: "confirming" })).json()).toEqual({ received: true, credited: false });
    const results = [];
    for (let i = 0; i < 3; i += 1) results.push((await ipn(body)).json().credited);
    expect(results).toEqual([true, false, false]);
    expect(await balanceOf(auth)).toBe("2500.50");
    // Commission comes from the credited deposit, and only from it.
    expect(await balanceOf(referrer.auth)).toBe("100.02");
  });

  it.each([
    ["another amount", { price_amount: 1, price_currency: "ngn" }, "amount 1 instead of 3000.00"],
    ["another currency", { price_amount: 3000, price_currency: "usd" }, "currency usd instead of NGN"],
  ])("refuses a signed finished IPN with %s and logs it as a security event", async (_case, paid, reason) => {
    const { auth } = await registerCustomer(t.app);
    const { reference } = (await deposit(auth, { method: "crypto", amount: "3000" })).json();
    const res = await ipn({ payment_status: "finished", order_id: reference, ...paid });
    expect(res.json()).toEqual({ received: true, credited: false });
    expect(await balanceOf(auth)).toBe("0.00");
    const [logged] = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `payment:${reference}`));
    expect(logged).toMatchObject({ type: "security", action: "payment.event_refused" });
    expect(logged?.message).toContain(reason);
  });

  it("ends an expired payment as failed; a later finished IPN credits nothing", async () => {
    const { auth, user } = await registerCustomer(t.app);
    await fundCustomer(t.database.db, user.id, "10.00");
    const { reference } = (await deposit(auth, { method: "crypto", amount: "800" })).json();
    await ipn({ payment_status: "expired", order_id: reference, price_amount: 800, price_currency: "ngn" });
    const status = (await t.app.inject({ method: "GET", url: `/api/deposits/${reference}`, headers: auth })).json();
    expect(status.status).toBe("failed");
    const late = await ipn({
      payment_status: "finished",
      order_id: reference,
      price_amount: 800,
      price_currency: "ngn",
    });
    expect(late.json().credited).toBe(false);
    expect(await balanceOf(auth)).toBe("10.00");
  });
});
