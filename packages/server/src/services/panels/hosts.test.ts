import { CHILD_PANEL_MESSAGES } from "@smm/domain";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { queryRows } from "../../db/rows";
import { childPanels, panels, users } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import {
  activeChildPanel,
  createTestApp,
  fundCustomer,
  newCustomerPayload,
  registerCustomer,
  type TestApp,
} from "../../testing";
import { idOfNumber } from "../panel-numbers";
import { queueActivation } from "./activation";
import { createPanel } from "./provision";
import { runPanelRenewals } from "./renewal";

/**
 * Every host name has one rightful panel (issue 33): the main panel's own names (its PUBLIC_URL host and www., the
 * base domain of temporary addresses, localhost, the operator's reserved names), another panel's addresses, and
 * anything under the base domain can be no child panel's domain; a child panel sells no panels of its own.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const MAIN_HOST = "panel.example.ng";
const OPERATOR_RESERVED = "status.example.ng";
let t: TestApp;
let operator: { authorization: string };
let beta: { temporary: string; domain: string; panelId: number };

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE, publicUrl: `https://${MAIN_HOST}` });
  operator = await adminAuth(t.app);
  const reserve = await t.app.inject({
    method: "PUT",
    url: "/api/admin/settings",
    headers: operator,
    payload: { reserved_hosts: [` ${OPERATOR_RESERVED.toUpperCase()} `] },
  });
  expect(reserve.statusCode, reserve.body).toBe(200);
  await activeChildPanel(t.app, t.database.db, "beta.com", operator);
  const panel = await t.app.panelDirectory.resolve(`beta.${BASE}`);
  if (!panel) throw new Error("beta was not activated");
  beta = { temporary: `beta.${BASE}`, domain: "beta.com", panelId: panel.id };
}, 60_000);
afterAll(() => t.close());

const order = (auth: { authorization: string }, domain: string, host?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/child-panels",
    headers: { ...auth, "idempotency-key": `order-${domain}-${Math.random()}`, ...(host ? { host } : {}) },
    payload: {
      domain,
      currency: "usd",
      adminUsername: "owner",
      adminPassword: "Owner1234",
      confirmPassword: "Owner1234",
      pricePerMonth: "1000",
    },
  });

async function balanceOf(userId: number, panelId = MAIN_PANEL_ID): Promise<string> {
  const [row] = await withPanel(panelId, () =>
    t.database.db.select({ balance: users.balance }).from(users).where(eq(users.id, userId)),
  );
  return row?.balance ?? "missing";
}

const setStatus = (id: number, status: string, headers = operator, host?: string) =>
  t.app.inject({
    method: "PUT",
    url: `/api/admin/child-panels/${id}/status`,
    headers: { ...headers, ...(host ? { host } : {}) },
    payload: { status },
  });

const allowed = async (domain: string) =>
  (await t.app.inject({ url: `/api/tls/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;

/** An order as one placed before these rules: written straight into the table, paid for. */
async function earlierOrder(domain: string): Promise<number> {
  const customer = await registerCustomer(t.app);
  const [row] = await t.database.db
    .insert(childPanels)
    .values({
      userId: customer.user.id,
      domain,
      currency: "usd",
      adminUsername: "owner",
      adminPasswordHash: "x",
      pricePerMonth: "1000.00",
    })
    .returning({ id: childPanels.id });
  if (!row) throw new Error("no order");
  return row.id;
}

async function panelOfOrder(orderId: number) {
  const [row] = await t.database.db
    .select({ id: panels.id })
    .from(panels)
    .where(sql`${panels.parentId} = ${MAIN_PANEL_ID} and ${panels.orderId} = ${orderId}`);
  return row;
}

const CLAIMS: [string, string][] = [
  ["the PUBLIC_URL host", MAIN_HOST],
  ["its www.", `www.${MAIN_HOST}`],
  ["the PUBLIC_URL host in capitals", MAIN_HOST.toUpperCase()],
  ["the base domain", BASE],
  ["another panel's temporary address", `beta.${BASE}`],
  ["a free name under the base domain", `shop.${BASE}`],
  ["a name the operator reserved", OPERATOR_RESERVED],
];

describe("the registry of host names", () => {
  it.each(CLAIMS)("refuses an order for %s on the domain field, charging nothing", async (_what, domain) => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "5000.00");
    const res = await order(customer.auth, domain);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.domain).toHaveLength(1);
    expect(await balanceOf(customer.user.id)).toBe("5000.00");
    const rows = await t.database.db.select().from(childPanels).where(eq(childPanels.userId, customer.user.id));
    expect(rows).toEqual([]);
  });

  it("names the reason", async () => {
    const customer = await registerCustomer(t.app);
    await fundCustomer(t.database.db, customer.user.id, "5000.00");
    expect((await order(customer.auth, MAIN_HOST)).json().errors.domain).toEqual([CHILD_PANEL_MESSAGES.domainReserved]);
    expect((await order(customer.auth, `beta.${BASE}`)).json().errors.domain).toEqual([
      CHILD_PANEL_MESSAGES.domainTemporary(BASE),
    ]);
    expect((await order(customer.auth, "BETA.com")).json().errors.domain).toEqual([CHILD_PANEL_MESSAGES.domainTaken]);
  });

  it("lets no two panels hold one host: a second order of a held or ordered domain is refused", async () => {
    const first = await registerCustomer(t.app);
    const second = await registerCustomer(t.app);
    for (const customer of [first, second]) await fundCustomer(t.database.db, customer.user.id, "5000.00");
    expect((await order(first.auth, "wanted.com")).statusCode).toBe(201);
    // Pending (not yet a panel) and held by beta's running panel alike.
    for (const domain of ["wanted.com", "Beta.com"]) {
      const res = await order(second.auth, domain);
      expect(res.statusCode, `${domain}: ${res.body}`).toBe(422);
    }
    expect(await balanceOf(second.user.id)).toBe("5000.00");
  });

  it("refuses to activate an earlier order for a reserved host, another panel's host, the base domain or an IP", async () => {
    const domains = [MAIN_HOST, `www.${MAIN_HOST}`, BASE, `beta.${BASE}`, OPERATOR_RESERVED, beta.domain, "127.0.0.1"];
    for (const domain of domains) {
      const id = await earlierOrder(domain);
      const res = await setStatus(id, "active");
      expect(res.statusCode, `${domain}: ${res.body}`).toBe(422);
      const [row] = await t.database.db.select().from(childPanels).where(eq(childPanels.id, id));
      expect(row?.status, domain).toBe("pending");
      // Queued by other means (activation on payment), the job makes no panel either.
      await queueActivation(t.database.db, id);
      await t.app.jobs.drain();
      expect(await panelOfOrder(id), domain).toBeUndefined();
    }
    t.app.panelDirectory.changed();
    expect((await t.app.panelDirectory.resolve(MAIN_HOST))?.id).toBe(MAIN_PANEL_ID);
    expect((await t.app.panelDirectory.resolve(beta.temporary))?.id).toBe(beta.panelId);
  });

  it("serves the main panel at its own names whatever a panel row says, and gives no certificate for them", async () => {
    // Rows older than the registry's rules: one holds the main panel's host, one another panel's temporary address.
    await createPanel(t.database.db, { name: "intruder", domain: MAIN_HOST, parentId: MAIN_PANEL_ID });
    await createPanel(t.database.db, { name: "squatter", domain: `beta.${BASE}`, parentId: MAIN_PANEL_ID });
    t.app.panelDirectory.changed();
    expect((await t.app.panelDirectory.resolve(MAIN_HOST))?.id).toBe(MAIN_PANEL_ID);
    expect((await t.app.panelDirectory.resolve(`beta.${BASE}`))?.id).toBe(beta.panelId);
    for (const host of [MAIN_HOST, `www.${MAIN_HOST}`, BASE, OPERATOR_RESERVED, "localhost"]) {
      expect(await allowed(host), host).toBe(404);
    }
    // The registry's hosts are still approved.
    expect(await allowed(beta.temporary)).toBe(200);
    expect(await allowed(beta.domain)).toBe(200);
    expect(await allowed(`intruder.${BASE}`)).toBe(200);
  });

  it("keeps the reserved names from the operators' answers only", async () => {
    const admin = await t.app.inject({ url: "/api/admin/settings", headers: operator });
    expect(admin.json().reserved_hosts).toEqual([OPERATOR_RESERVED]);
    const open = await t.app.inject({ url: "/api/settings" });
    expect(open.json()).not.toHaveProperty("reserved_hosts");
    expect(open.json().sells_child_panels).toBe(true);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/admin/settings",
      headers: operator,
      payload: { reserved_hosts: ["not a host"] },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["reserved_hosts"]);
  });
});

describe("a child panel", () => {
  it("sells no child panels: its customers' order is refused with nothing charged, its admin has no such screen", async () => {
    const payload = newCustomerPayload();
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { host: beta.temporary },
      payload,
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const { token, user } = signup.json() as { token: string; user: { id: number } };
    // The answer names the customer by the child's own number; the ledger keeps the id.
    const userId = (await withPanel(beta.panelId, () => idOfNumber(t.database.db, "users", user.id))) as number;
    await withPanel(beta.panelId, () => fundCustomer(t.database.db, userId, "5000.00"));
    const auth = { authorization: `Bearer ${token}` };
    // The grandchild's claim: the main panel's own host, ordered on the child.
    for (const domain of [MAIN_HOST, "grandchild.com"]) {
      const res = await order(auth, domain, beta.temporary);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toEqual({ message: CHILD_PANEL_MESSAGES.notSold });
    }
    expect(await balanceOf(userId, beta.panelId)).toBe("5000.00");
    const [none] = await withPanel(beta.panelId, () =>
      queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from child_panels`),
    );
    expect(none?.n).toBe(0);
    expect(
      (await t.app.inject({ url: "/api/child-panels", headers: { ...auth, host: beta.temporary } })).statusCode,
    ).toBe(404);
    const settings = await t.app.inject({ url: "/api/settings", headers: { host: beta.temporary } });
    expect(settings.json().sells_child_panels).toBe(false);

    const login = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { host: beta.temporary },
      payload: { email: "owner", password: "Owner1234" },
    });
    expect(login.statusCode, login.body).toBe(200);
    const owner = { authorization: `Bearer ${login.json().token}`, host: beta.temporary };
    const list = await t.app.inject({ url: "/api/admin/child-panels", headers: owner });
    expect(list.statusCode, list.body).toBe(404);
    expect(list.json()).toEqual({ message: CHILD_PANEL_MESSAGES.notSold });
    expect((await setStatus(1, "active", owner)).statusCode).toBe(404);
    // Its own standing with its parent still answers (the owner's banner).
    expect((await t.app.inject({ url: "/api/admin/panel-standing", headers: owner })).statusCode).toBe(200);
  });

  it("never serves, nor charges for, a panel a child panel made before this rule", async () => {
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/register",
      headers: { host: beta.temporary },
      payload: newCustomerPayload(),
    });
    const ownerNumber = (signup.json() as { user: { id: number } }).user.id;
    const owner = (await withPanel(beta.panelId, () => idOfNumber(t.database.db, "users", ownerNumber))) as number;
    await withPanel(beta.panelId, () => fundCustomer(t.database.db, owner, "5000.00"));
    const grandchild = await createPanel(t.database.db, {
      name: "grandchild",
      domain: "grandchild-panel.com",
      parentId: beta.panelId,
      ownerUserId: owner,
      pricePerMonth: "1000.00",
    });
    await t.database.db
      .update(panels)
      .set({ renewsAt: new Date(Date.now() - 60_000) })
      .where(eq(panels.id, grandchild));
    await runPanelRenewals(t.database.db, t.app.panelDirectory, new Date());
    expect(await balanceOf(owner, beta.panelId)).toBe("5000.00");

    t.app.panelDirectory.changed();
    expect(await t.app.panelDirectory.resolve(`grandchild.${BASE}`)).toBeUndefined();
    expect((await t.app.panelDirectory.resolve("grandchild-panel.com"))?.id).not.toBe(grandchild);
    expect(await allowed("grandchild-panel.com")).toBe(404);
    expect(await allowed(`grandchild.${BASE}`)).toBe(404);
  });
});
