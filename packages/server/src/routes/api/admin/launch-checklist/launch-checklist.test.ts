import { PGlite } from "@electric-sql/pglite";
import {
  CHILD_PANEL_MESSAGES,
  CHILD_PANEL_NAMESERVERS,
  CHILD_PANEL_SALES_NOT_READY,
  type LaunchChecklist,
  type LaunchStepId,
} from "@smm/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../../app";
import { readConfig } from "../../../../config";
import { type Database, PGLITE_EXTENSIONS, pgliteDatabase } from "../../../../db/client";
import { MAIN_PANEL_ID, withPanel } from "../../../../db/panel-context";
import { outboxMail } from "../../../../db/schema";
import { OutboxSender } from "../../../../services/mail/outbox-sender";
import type { OutgoingMail } from "../../../../services/mail/transport";
import { prepareDatabase } from "../../../../start";
import { registerCustomer } from "../../../../testing";
import { adminSuite, inviteStaff } from "../test-helpers";

const OWNER = { email: "owner@shop.ng", password: "Str0ngPassw0rd" };

/** A production panel (DEMO=0) on an empty database, as a first operator starts it. */
let database: Database;
let app: FastifyInstance;
let owner: { authorization: string };

beforeAll(async () => {
  database = pgliteDatabase(new PGlite({ extensions: PGLITE_EXTENSIONS }));
  await prepareDatabase(database, { demo: false, firstOperator: OWNER });
  app = await buildApp({ database, config: { ...readConfig({ DEMO: "0" }), appDist: "/nonexistent" } });
  const login = await app.inject({ method: "POST", url: "/api/admin/login", payload: OWNER });
  owner = { authorization: `Bearer ${login.json().token}` };
}, 60_000);
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const checklist = async (): Promise<LaunchChecklist> => {
  const res = await app.inject({ url: "/api/admin/launch-checklist", headers: owner });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const openSteps = async () =>
  (await checklist()).steps.filter((step) => !step.done).map((step) => step.id) as LaunchStepId[];
const save = (payload: object) => app.inject({ method: "PUT", url: "/api/admin/settings", headers: owner, payload });

describe("a production panel ships no demo-like defaults (#36)", () => {
  it("has no name, no sender, no third party's nameservers, no price, and child panel sales undecided", async () => {
    const settings = (await app.inject({ url: "/api/admin/settings", headers: owner })).json();
    expect(settings).toMatchObject({
      site_name: "",
      mail_from: "",
      child_panel: { price_per_month: "0", nameservers: [] },
      child_panel_sales: "undecided",
    });
    const open = (await app.inject({ url: "/api/settings" })).json();
    // Shown by its host name until named; sells no child panels, but is the main panel (its operator decides).
    expect(open).toMatchObject({ site_name: "localhost", sells_child_panels: false, main_panel: true });
    expect(open).not.toHaveProperty("child_panel_sales");
  });

  it("refuses child panel orders with a clear message while sales are off, and lists none", async () => {
    const customer = await registerCustomer(app);
    const order = await app.inject({
      method: "POST",
      url: "/api/child-panels",
      headers: customer.auth,
      payload: {
        domain: "mypanel.com",
        currency: "ngn",
        adminUsername: "boss",
        adminPassword: "Secret123",
        confirmPassword: "Secret123",
        pricePerMonth: "1000",
      },
    });
    expect(order.statusCode).toBe(404);
    expect(order.json()).toEqual({ message: CHILD_PANEL_MESSAGES.salesOff });
    expect((await app.inject({ url: "/api/child-panels", headers: customer.auth })).statusCode).toBe(404);
    // The operator still manages child panels while sales are off.
    expect((await app.inject({ url: "/api/admin/child-panels", headers: owner })).statusCode).toBe(200);
  });

  it("sends mail from no-reply@ the panel's host under its host name until the operator sets both", async () => {
    await withPanel(MAIN_PANEL_ID, () =>
      database.db.insert(outboxMail).values({ to: "customer@example.com", subject: "Hello", body: "Hi" }),
    );
    const delivered: OutgoingMail[] = [];
    const sender = new OutboxSender(
      database.db,
      app.settings,
      async () => "http://localhost:3000",
      async (mail) => void delivered.push(mail),
      true,
    );
    await withPanel(MAIN_PANEL_ID, () => sender.deliverBatch());
    expect(delivered.map((mail) => mail.from)).toEqual(['"localhost" <no-reply@localhost>']);
  });
});

describe("the launch checklist follows the panel's real state (#36)", () => {
  it("starts with every step open and ticks each one as the operator does it", async () => {
    expect(await openSteps()).toEqual(["brand", "payments", "catalogue", "public_url", "two_factor", "child_panels"]);
    const first = await checklist();
    expect(first.ready).toBe(false);
    expect(first.steps.find((step) => step.id === "payments")?.action).toEqual({
      label: "Set up payment methods",
      href: "/admin/settings#payments",
    });

    expect((await save({ site_name: "Boost Naija", mail_from: "hello@boostnaija.ng" })).statusCode).toBe(200);
    expect(await openSteps()).not.toContain("brand");
    expect((await app.inject({ url: "/api/settings" })).json().site_name).toBe("Boost Naija");

    expect((await save({ bank_transfer_details: "GTBank · 0123456789 · Boost Naija Ltd" })).statusCode).toBe(200);
    const afterBank = await checklist();
    expect(afterBank.steps.find((step) => step.id === "payments")).toMatchObject({
      done: true,
      detail: "Manual bank transfer",
    });

    const category = await app.inject({
      method: "POST",
      url: "/api/admin/categories",
      headers: owner,
      payload: { title: "Instagram Followers", platform: "instagram", icon: "instagram" },
    });
    expect(category.statusCode, category.body).toBe(201);
    expect(await openSteps()).toContain("catalogue");
    const service = await app.inject({
      method: "POST",
      url: "/api/admin/services",
      headers: owner,
      payload: {
        categoryId: category.json().id,
        title: "Followers",
        ratePer1000: "500.00",
        minAmount: 10,
        maxAmount: 1000,
        deliveryTime: "1 hour",
      },
    });
    expect(service.statusCode, service.body).toBe(201);
    expect(await openSteps()).toEqual(["public_url", "two_factor", "child_panels"]);
  });

  it("turns child panel sales on only at the operator's own price and nameservers; off is a decision too", async () => {
    const refused = await save({ child_panel_sales: "on" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ child_panel_sales: [CHILD_PANEL_SALES_NOT_READY] });
    // The spec's sample hosts belong to no one running this panel.
    const sample = await save({
      child_panel: { price_per_month: "15000", nameservers: [...CHILD_PANEL_NAMESERVERS] },
      child_panel_sales: "on",
    });
    expect(sample.statusCode).toBe(422);
    expect((await save({ child_panel_sales: "undecided" })).statusCode).toBe(422);

    expect((await save({ child_panel_sales: "off" })).statusCode).toBe(200);
    expect(await openSteps()).toEqual(["public_url", "two_factor"]);

    const on = await save({
      child_panel: { price_per_month: "15000", nameservers: ["ns1.boostnaija.ng", "ns2.boostnaija.ng"] },
      child_panel_sales: "on",
    });
    expect(on.statusCode, on.body).toBe(200);
    const step = (await checklist()).steps.find((item) => item.id === "child_panels");
    expect(step).toMatchObject({ done: true, detail: expect.stringContaining("ns1.boostnaija.ng") });
    expect((await app.inject({ url: "/api/settings" })).json()).toMatchObject({ sells_child_panels: true });
    // PUBLIC_URL is the environment's: no screen fixes it, the step says how.
    expect((await checklist()).steps.find((item) => item.id === "public_url")).toMatchObject({
      done: false,
      action: null,
      detail: expect.stringContaining("PUBLIC_URL"),
    });
  });
});

describe("who reads the checklist", () => {
  const t = adminSuite();

  it("owners, admins and finance read it (the dashboard's roles); support agents have no dashboard", async () => {
    expect((await t.app.inject({ url: "/api/admin/launch-checklist", headers: t.admin })).statusCode).toBe(200);
    const finance = await inviteStaff(t, "finance", "launchfinance");
    expect((await t.app.inject({ url: "/api/admin/launch-checklist", headers: finance.headers })).statusCode).toBe(200);
    const support = await inviteStaff(t, "support", "launchsupport");
    expect((await t.app.inject({ url: "/api/admin/launch-checklist", headers: support.headers })).statusCode).toBe(403);
    expect((await t.app.inject({ url: "/api/admin/launch-checklist" })).statusCode).toBe(401);
  });

  it("in demo mode keeps the spec's values: child panels on sale on the spec's nameservers", async () => {
    const open = (await t.app.inject({ url: "/api/settings" })).json();
    expect(open).toMatchObject({
      site_name: "Premium SMM Services",
      sells_child_panels: true,
      child_panel: { nameservers: [...CHILD_PANEL_NAMESERVERS] },
    });
    const steps = (await (await t.app.inject({ url: "/api/admin/launch-checklist", headers: t.admin })).json())
      .steps as LaunchChecklist["steps"];
    expect(steps.find((step) => step.id === "child_panels")?.done).toBe(true);
    expect(steps.find((step) => step.id === "catalogue")?.done).toBe(true);
  });
});
