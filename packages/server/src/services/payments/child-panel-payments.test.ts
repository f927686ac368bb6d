import { toDecimal } from "@smm/domain";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { activeChildPanel, createTestApp, newCustomerPayload, type TestApp } from "../../testing";
import { METHOD_UNAVAILABLE } from "./deposits";
import { signNowpaymentsBody } from "./nowpayments";
import { signPaystackBody } from "./paystack";

/**
 * Issue 18: a child panel's customers pay the child. The gateway keys of the environment are the main panel's own
 * accounts and never take a child's deposit; the child's manual method is its own (its bank details, its owner
 * approves), and the parent sees none of it.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const CHILD = `payschild.${BASE}`;
let t: TestApp;
let fakeNowpayments: FastifyInstance;
let fakePaystack: FastifyInstance;
const invoices: unknown[] = [];
/** Who each Paystack checkout was started with (its secret key), by deposit reference. */
const paystackKeys = new Map<string, string | undefined>();
const CHILD_PAYSTACK_KEY = "sk_test_child_0001";
let operator: { authorization: string };
let owner: { authorization: string };

const onChild = (method: "GET" | "POST" | "PUT", url: string, headers: object = {}, payload?: object) =>
  t.app.inject({ method, url, headers: { host: CHILD, ...headers }, ...(payload ? { payload } : {}) });
const methodsOn = async (host: string) =>
  (
    (await t.app.inject({ url: "/api/settings", headers: { host } })).json().payment_methods as Array<{ id: string }>
  ).map((method) => method.id);

beforeAll(async () => {
  fakeNowpayments = Fastify();
  fakeNowpayments.post("/v1/invoice", async (request) => {
    invoices.push(request.body);
    return { id: "1", invoice_url: "https://nowpayments.example/payment/?iid=1" };
  });
  const address = await fakeNowpayments.listen({ port: 0, host: "127.0.0.1" });
  fakePaystack = Fastify();
  fakePaystack.post("/transaction/initialize", async (request) => {
    const { reference } = request.body as { reference: string };
    paystackKeys.set(reference, request.headers.authorization);
    return { status: true, data: { authorization_url: `https://checkout.example/${reference}` } };
  });
  const paystackAddress = await fakePaystack.listen({ port: 0, host: "127.0.0.1" });
  t = await createTestApp({
    demo: false,
    nowpayments: { apiKey: "np-key", ipnSecret: "ipn-secret", baseUrl: address },
    paystackSecretKey: "sk_test_main_0001",
    paystackBaseUrl: paystackAddress,
    childPanelBaseDomain: BASE,
  });
  operator = await adminAuth(t.app);
  await activeChildPanel(t.app, t.database.db, "payschild.com", operator);
  const login = await onChild("POST", "/api/admin/login", {}, { email: "owner", password: "Owner1234" });
  owner = { authorization: `Bearer ${login.json().token}` };
});
afterAll(async () => {
  await t.close();
  await fakeNowpayments.close();
  await fakePaystack.close();
});

describe("a child panel's payments", () => {
  it("never go through the parent's gateway: the child offers only its own methods", async () => {
    expect(await methodsOn("localhost")).toEqual(["card", "crypto", "bank_transfer"]);
    // No gateway of its own and no bank details yet: nothing to pay with.
    expect(await methodsOn(CHILD)).toEqual([]);
    const signup = await onChild("POST", "/api/register", {}, newCustomerPayload());
    const customer = { authorization: `Bearer ${signup.json().token}` };
    const crypto = await onChild("POST", "/api/deposits", customer, { method: "crypto", amount: "1000" });
    expect(crypto.statusCode).toBe(422);
    expect(crypto.json().errors.method).toEqual([METHOD_UNAVAILABLE]);
    expect(invoices).toEqual([]);
  });

  it("go through the child's own card gateway once its owner sets its key, and its events are checked with it", async () => {
    const anonymous = await onChild("GET", "/api/admin/payment-gateways");
    expect(anonymous.statusCode).toBe(401);
    const bad = await onChild("PUT", "/api/admin/payment-gateways", owner, { paystack_secret_key: "short" });
    expect(bad.statusCode, bad.body).toBe(422);
    const set = await onChild("PUT", "/api/admin/payment-gateways", owner, { paystack_secret_key: CHILD_PAYSTACK_KEY });
    expect(set.json()).toEqual({
      paystack: { configured: true, key_last_four: "0001" },
      nowpayments: { configured: false, key_last_four: null },
    });
    // Only the last four characters ever leave the server; the settings answers never carry the keys.
    expect((await onChild("GET", "/api/admin/settings", owner)).body).not.toContain(CHILD_PAYSTACK_KEY);
    expect(await methodsOn(CHILD)).toContain("card");
    // The main panel keeps its own key.
    const main = await t.app.inject({ url: "/api/admin/payment-gateways", headers: operator });
    expect(main.json().paystack).toEqual({ configured: false, key_last_four: null });

    const signup = await onChild("POST", "/api/register", {}, newCustomerPayload());
    const customer = { authorization: `Bearer ${signup.json().token}` };
    const card = await onChild("POST", "/api/deposits", customer, { method: "card", amount: "5000" });
    expect(card.statusCode, card.body).toBe(201);
    const { reference } = card.json() as { reference: string };
    expect(paystackKeys.get(reference)).toBe(`Bearer ${CHILD_PAYSTACK_KEY}`);

    // The child is a USD panel: its deposits (and so its gateway's events) are in dollars, cents on the wire.
    const event = JSON.stringify({
      event: "charge.success",
      data: { reference, status: "success", amount: 500000, currency: "USD" },
    });
    const webhook = (secret: string) =>
      onChild(
        "POST",
        "/api/webhooks/paystack",
        { "content-type": "application/json", "x-paystack-signature": signPaystackBody(secret, event) },
        JSON.parse(event),
      );
    expect((await webhook("sk_test_main_0001")).statusCode).toBe(401);
    expect((await webhook(CHILD_PAYSTACK_KEY)).statusCode).toBe(200);
    expect((await onChild("GET", "/api/user", customer)).json().balance).not.toBe("0.00");
  });

  it("ignore the parent's gateway events at the child's address", async () => {
    const ipn = { order_id: "NWP-0123456789ABCDEF01234567", payment_status: "finished", price_amount: "1000" };
    const send = (host: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/webhooks/nowpayments",
        headers: {
          host,
          "content-type": "application/json",
          "x-nowpayments-sig": signNowpaymentsBody("ipn-secret", ipn),
        },
        payload: JSON.stringify(ipn),
      });
    expect((await send(CHILD)).statusCode).toBe(404);
    // The same event is the main panel's to judge (an unknown deposit there).
    expect((await send("localhost")).statusCode).not.toBe(404);
  });

  it("take the child's bank transfer, approved by the child's owner, unseen by the parent", async () => {
    const set = await onChild("PUT", "/api/admin/settings", owner, { bank_transfer_details: "Child Bank, 0123456789" });
    expect(set.statusCode, set.body).toBe(200);
    expect(await methodsOn(CHILD)).toContain("bank_transfer");
    const parentDetails = (await t.app.inject({ url: "/api/settings" })).json().bank_transfer_details;
    expect(parentDetails).not.toBe("Child Bank, 0123456789");

    const signup = await onChild("POST", "/api/register", {}, newCustomerPayload());
    const customer = { authorization: `Bearer ${signup.json().token}` };
    const deposit = await onChild("POST", "/api/deposits", customer, {
      method: "bank_transfer",
      amount: "5000",
      transfer_reference: "CHILD/TRF 1",
    });
    expect(deposit.statusCode, deposit.body).toBe(201);
    const reference = deposit.json().reference as string;
    const onParent = await t.app.inject({ url: `/api/admin/deposits?search=${reference}`, headers: operator });
    expect(onParent.json().data).toEqual([]);
    const listed = await onChild("GET", `/api/admin/deposits?search=${reference}`, owner);
    const [row] = listed.json().data as Array<{ id: number }>;
    const approved = await onChild("POST", `/api/admin/deposits/${row?.id}/approve`, owner);
    expect(approved.json()).toMatchObject({ status: "completed", amount: "5000.00" });
    const { amount, bonus } = approved.json() as { amount: string; bonus: string };
    expect((await onChild("GET", "/api/user", customer)).json().balance).toBe(toDecimal(amount).plus(bonus).toFixed(2));
  });
});
