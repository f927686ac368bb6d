import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/rows";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { createTestApp, mailedLink, newCustomerPayload, orderChildPanel, type TestApp } from "../../testing";

/**
 * A child panel's mails and payment returns link to the child's own address (its domain while it is active, else
 * its temporary address), never to the main panel's PUBLIC_URL (http://localhost:3000 in the tests).
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const DOMAIN = "links-panel.com";
const TEMPORARY = `links-panel.${BASE}`;
let t: TestApp;
let customer: { email: string; auth: { authorization: string } };
let owner: { email: string };

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  const operator = await adminAuth(t.app);
  const ordered = await orderChildPanel(t.app, t.database.db, DOMAIN);
  owner = { email: ordered.customer.payload.email };
  await setStatus(operator, ordered.panel.id, "active");
  await t.app.jobs.drain();
  const panel = await t.app.panelDirectory.resolve(TEMPORARY);
  if (!panel) throw new Error("the child panel was not activated");
  const payload = newCustomerPayload();
  const signup = await onChild({ method: "POST", url: "/api/register", payload });
  expect(signup.statusCode, signup.body).toBe(201);
  customer = { email: payload.email, auth: { authorization: `Bearer ${signup.json().token}` } };
});
afterAll(() => t.close());

async function setStatus(operator: { authorization: string }, id: number, status: string) {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/admin/child-panels/${id}/status`,
    headers: operator,
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
  t.app.panelDirectory.changed();
}

const onChild = (options: { method?: "GET" | "POST"; url: string; payload?: object; headers?: object }) =>
  t.app.inject({ ...options, headers: { host: TEMPORARY, ...options.headers } });

describe("a child panel's own address in its links", () => {
  it("links a customer's password reset mail to the child's domain", async () => {
    const res = await onChild({ method: "POST", url: "/api/forgot-password", payload: { email: customer.email } });
    expect(res.statusCode, res.body).toBe(200);
    const body = await mailedLink(t, customer.email);
    expect(body).toContain(`http://${DOMAIN}:3000/reset-password?token=`);
    expect(body).not.toContain("localhost");
  });

  it("links the owner's admin password reset mail to the child's domain", async () => {
    const res = await onChild({ method: "POST", url: "/api/admin/forgot-password", payload: { email: owner.email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await mailedLink(t, owner.email)).toContain(`http://${DOMAIN}:3000/admin/reset-password?token=`);
  });

  it("returns a customer from the checkout to the child's domain", async () => {
    const res = await onChild({
      method: "POST",
      url: "/api/deposits",
      headers: customer.auth,
      payload: { method: "card", amount: "1000" },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().checkout_url).toMatch(new RegExp(`^http://${DOMAIN}:3000/dashboard/add-funds\\?`));
  });

  it("gives a customer a referral link on the child's domain", async () => {
    const res = await onChild({ url: "/api/affiliate", headers: customer.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().referral_link).toMatch(new RegExp(`^http://${DOMAIN}:3000/signup\\?ref=`));
  });

  it("uses the temporary address while the panel is not active, and PUBLIC_URL on the main panel", async () => {
    const operator = await adminAuth(t.app);
    const [order] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from child_panels where domain = ${DOMAIN}`,
    );
    await setStatus(operator, order?.id ?? 0, "suspended");
    // A suspended panel serves its admin area only (its owner signs in to read why): the owner's reset mail.
    await onChild({ method: "POST", url: "/api/admin/forgot-password", payload: { email: owner.email } });
    expect(await mailedLink(t, owner.email)).toContain(`http://${TEMPORARY}:3000/admin/reset-password?token=`);

    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: owner.email } });
    expect(await mailedLink(t, owner.email)).toContain("http://localhost:3000/reset-password?token=");
  });
});
