import {
  accountEndpoints,
  adminAuthEndpoints,
  adminProfileEndpoints,
  adminTwoFactorEndpoints,
  affiliateEndpoints,
  authEndpoints,
  catalogueEndpoints,
  depositEndpoints,
  healthEndpoints,
  notificationEndpoints,
  notificationListSchema,
  notificationSchema,
  orderEndpoints,
  orderRequestEndpoints,
  serviceUpdateEndpoints,
  ticketEndpoints,
  tlsEndpoints,
  transactionEndpoints,
  webhookEndpoints,
} from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, demoAdmin, demoCustomer, type TestApp } from "../testing";
import { loginDemo } from "../testing/requests";

/**
 * Routes declared from the contract (`@smm/domain`'s `contract/`) answer what the contract says: each answer parses
 * with the endpoint's zod schema (so the browser's types, taken from it, are true), and the OpenAPI document
 * describes it.
 */
let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = (await loginDemo(t.app)).auth;
});
afterAll(() => t.close());

describe("the notifications contract", () => {
  it("answers the list, one marked read and all marked read as the contract declares", async () => {
    const list = await t.app.inject({ url: "/api/notifications", headers: auth });
    expect(list.statusCode).toBe(200);
    const { data } = notificationListSchema.parse(list.json());
    const [first] = data;
    expect(first, "the demo customer has notifications").toBeDefined();

    const one = await t.app.inject({ method: "POST", url: `/api/notifications/${first?.id}/read`, headers: auth });
    expect(one.statusCode).toBe(200);
    expect(notificationSchema.parse(one.json())).toMatchObject({ id: first?.id, read: true });

    const all = await t.app.inject({ method: "POST", url: "/api/notifications/read-all", headers: auth });
    expect(notificationListSchema.parse(all.json()).unread).toBe(0);
  });

  it("documents each endpoint with its summary and answer", async () => {
    const document = (await t.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: Record<string, { content?: unknown }> }>>;
    };
    const declaredEndpoints = [
      accountEndpoints,
      adminAuthEndpoints,
      adminProfileEndpoints,
      adminTwoFactorEndpoints,
      affiliateEndpoints,
      authEndpoints,
      catalogueEndpoints,
      depositEndpoints,
      healthEndpoints,
      notificationEndpoints,
      orderEndpoints,
      orderRequestEndpoints,
      serviceUpdateEndpoints,
      ticketEndpoints,
      tlsEndpoints,
      transactionEndpoints,
      webhookEndpoints,
    ].flatMap(Object.values);
    for (const declared of declaredEndpoints) {
      const path = `/api${declared.path.replace(/:(\w+)/g, "{$1}")}`;
      const operation = document.paths[path]?.[declared.method.toLowerCase()];
      expect(operation?.summary, path).toBe(declared.summary);
      expect(operation?.responses?.[String(declared.status ?? 200)], path).toBeDefined();
    }
  });
});

describe("the service updates contract", () => {
  it("answers a filtered page as the contract declares", async () => {
    const answer = await t.app.inject({ url: "/api/service-updates?type=price-decrease&page=1", headers: auth });
    expect(answer.statusCode).toBe(200);
    const page = serviceUpdateEndpoints.list.response.parse(answer.json());
    expect(page.data.length).toBeGreaterThan(0);
    expect(page.data.every((update) => update.updateType === "price-decrease")).toBe(true);
  });
});

describe("the affiliate contract", () => {
  it("answers the overview as the contract declares", async () => {
    const answer = await t.app.inject({ url: "/api/affiliate", headers: auth });
    expect(answer.statusCode).toBe(200);
    const overview = affiliateEndpoints.overview.response.parse(answer.json());
    expect(overview.referral_link).toContain(`ref=${overview.referral_code}`);
  });
});

describe("the transactions contract", () => {
  it("answers the ledger rows as the contract declares, newest first and limited", async () => {
    const answer = await t.app.inject({ url: "/api/transactions?limit=3", headers: auth });
    expect(answer.statusCode).toBe(200);
    const rows = transactionEndpoints.list.response.parse(answer.json());
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);
  });
});

describe("the sign-in contract", () => {
  it("answers the customer's and the operator's sign-in, and the operator's own account, as the contract declares", async () => {
    const customer = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { login: demoCustomer.username, password: demoCustomer.password },
    });
    expect(authEndpoints.login.response.parse(customer.json()).user.username).toBe(demoCustomer.username);

    const admin = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: demoAdmin.email, password: demoAdmin.password },
    });
    const signedIn = adminAuthEndpoints.loginWithCode.response.parse(admin.json());
    const operator = { authorization: `Bearer ${signedIn.token}` };
    const me = await t.app.inject({ url: "/api/admin/me", headers: operator });
    expect(adminAuthEndpoints.me.response.parse(me.json())).toEqual(signedIn.admin);
    const sessions = await t.app.inject({ url: "/api/admin/sessions", headers: operator });
    expect(adminProfileEndpoints.sessions.response.parse(sessions.json()).data.some((row) => row.current)).toBe(true);
    const twoFactor = await t.app.inject({ url: "/api/admin/two-factor", headers: operator });
    expect(adminTwoFactorEndpoints.status.response.parse(twoFactor.json()).enabled).toBe(false);
  });
});
