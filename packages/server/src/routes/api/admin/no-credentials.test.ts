import { randomBytes } from "node:crypto";
import { STAFF_ROLES, type StaffRole } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, outboxMail } from "../../../db/schema";
import { hashPassword } from "../../../services/passwords";
import { demoAdmin, registerCustomer } from "../../../testing";
import { type FakeProvider, startFakeProvider } from "../../../testing/fake-provider";
import { adminSuite, registeredRoutes } from "./test-helpers";

// The provider form calls the fake provider on loopback, which only this setting allows.
const t = adminSuite({ providerAllowPrivateNetwork: true });
let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider();
});
afterAll(() => fake?.close());

/** An operator of `role`, made directly (no invitation mail: the only links in play are the ones under test). */
async function staffHeaders(role: StaffRole): Promise<{ authorization: string }> {
  if (role === "owner") return t.admin;
  const email = `walker-${role}@example.com`;
  const password = "Walker-pass-123";
  await t.database.db
    .insert(admins)
    .values({ username: `walker_${role}`, email, role, passwordHash: await hashPassword(password) });
  const login = await t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password } });
  expect(login.statusCode, login.body).toBe(200);
  return { authorization: `Bearer ${login.json().token}` };
}

/**
 * The live password-link tokens, wherever a link was written: the mails delivered (to the log here) and the outbox
 * rows themselves, which must hold none.
 */
async function liveTokens(to?: string): Promise<string[]> {
  await t.app.mailWorker.runOnce();
  const outbox = await t.database.db.select().from(outboxMail);
  const texts = [
    ...t.mails.filter((mail) => !to || mail.to === to).map((mail) => mail.text),
    ...outbox.filter((mail) => !to || mail.to === to).map((mail) => mail.body),
  ];
  return [...new Set(texts.flatMap((text) => [...text.matchAll(/token=([\w-]+)/g)].map((match) => match[1] ?? "")))];
}

/** Every admin read route, as Fastify lists them, with each `:param` filled by each of `ids`. */
function adminReads(ids: number[]): string[] {
  return registeredRoutes(t.app)
    .filter((route) => route.method === "GET" && route.url.startsWith("/api/admin"))
    .flatMap((route) =>
      route.url.includes(":") ? ids.map((id) => route.url.replace(/:\w+/g, String(id))) : [route.url],
    );
}

describe("no staff role reads a credential", () => {
  // Every admin read for every role, with each `:id` from 1 to 12: a few thousand requests, so more than the
  // project's 30 s on a loaded 2-core machine.
  it("answers no reset or invitation link, API key, two-factor secret, provider or gateway key on any admin read", {
    timeout: 180_000,
  }, async () => {
    const customer = await registerCustomer(t.app);
    const secrets = new Map<string, string>();

    // Password links: the owner's and a customer's resets, and a staff invitation still unused.
    const asked = [
      await t.app.inject({ method: "POST", url: "/api/admin/forgot-password", payload: { email: demoAdmin.email } }),
      await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: customer.payload.email } }),
      await t.app.inject({
        method: "POST",
        url: "/api/admin/staff",
        headers: t.admin,
        payload: { username: "invitee", email: "invitee@example.com", role: "admin" },
      }),
    ];
    expect(asked.map((res) => res.statusCode)).toEqual([200, 200, 201]);
    for (let attempt = 0; attempt < 50 && (await liveTokens()).length < 3; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const tokens = await liveTokens();
    expect(tokens).toHaveLength(3);
    for (const [index, token] of tokens.entries()) secrets.set(`password link ${index + 1}`, token);
    // A refused reset leaves its token live; the security log records the attempt, not the token.
    const [customerToken] = await liveTokens(customer.payload.email);
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token: customerToken, password: "Fresh-pass-123", password_confirmation: "Other-pass-123" },
    });
    expect(refused.statusCode).toBe(422);

    // The customer's API key, shown to them once.
    const apiKey = await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth });
    expect(apiKey.statusCode, apiKey.body).toBeLessThan(300);
    secrets.set("customer API key", apiKey.json().key);

    // The owner's authenticator secret.
    const twoFactor = await t.app.inject({ method: "POST", url: "/api/admin/two-factor/setup", headers: t.admin });
    expect(twoFactor.statusCode, twoFactor.body).toBe(200);
    secrets.set("two-factor secret", twoFactor.json().secret);

    // An upstream provider's key, which the panel keeps to call it.
    const provider = await t.app.inject({
      method: "POST",
      url: "/api/admin/providers",
      headers: t.admin,
      payload: { name: "Keyed upstream", url: fake.url, key: fake.key },
    });
    expect(provider.statusCode, provider.body).toBeLessThan(300);
    secrets.set("provider key", fake.key);

    // The panel's own gateway keys.
    const gatewayKeys = {
      paystack_secret_key: `sk_test_${randomBytes(16).toString("hex")}`,
      nowpayments_api_key: randomBytes(16).toString("hex"),
      nowpayments_ipn_secret: randomBytes(16).toString("hex"),
    };
    const gateways = await t.app.inject({
      method: "PUT",
      url: "/api/admin/payment-gateways",
      headers: t.admin,
      payload: gatewayKeys,
    });
    expect(gateways.statusCode, gateways.body).toBe(200);
    for (const [name, key] of Object.entries(gatewayKeys)) secrets.set(name, key);

    // Ids enough to reach every object made here (users, operators, providers, mails...) on the `:id` routes.
    const urls = adminReads(Array.from({ length: 12 }, (_, index) => index + 1));
    const leaks: string[] = [];
    const answered: Record<string, number> = {};
    for (const role of STAFF_ROLES) {
      const headers = await staffHeaders(role);
      answered[role] = 0;
      for (const url of urls) {
        const res = await t.app.inject({ method: "GET", url, headers });
        expect(res.statusCode, `${role} GET ${url}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode === 200) answered[role] += 1;
        for (const [name, secret] of secrets) {
          if (res.body.includes(secret)) leaks.push(`${role} GET ${url} shows the ${name}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // The walk really read: every role got answers, finance and admins the outbox among them.
    expect(urls).toContain("/api/admin/mail/outbox");
    for (const role of STAFF_ROLES) expect(answered[role], role).toBeGreaterThan(role === "support" ? 3 : 20);

    // And the links were live: the customer's resets their password.
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token: customerToken, password: "Fresh-pass-123", password_confirmation: "Fresh-pass-123" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
