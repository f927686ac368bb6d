import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { createTestApp, newCustomerPayload, orderChildPanel, type TestApp } from "../../testing";
import { panelLabel } from "./activation";

/**
 * A child panel order becomes a running panel when the operator activates it: at its temporary address and its
 * domain the same server answers as the new panel, whose owner signs in to its admin area and whose customers
 * sign up there; the reverse proxy's TLS question is answered for its addresses only.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
let t: TestApp;
let operator: { authorization: string };
beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  operator = await adminAuth(t.app);
});
afterAll(() => t.close());

async function orderPanel(domain: string) {
  const { customer, panel } = await orderChildPanel(t.app, t.database.db, domain);
  return { customer, id: panel.id };
}

const setStatus = (id: number, status: string) =>
  t.app.inject({ method: "PUT", url: `/api/admin/child-panels/${id}/status`, headers: operator, payload: { status } });

const onHost = (host: string, options: { method?: "GET" | "POST"; url: string; payload?: object; headers?: object }) =>
  t.app.inject({ ...options, headers: { host, ...options.headers } });

const allowed = async (domain: string) =>
  (await t.app.inject({ url: `/api/tls/allowed?domain=${encodeURIComponent(domain)}` })).statusCode;

describe("activating a child panel", () => {
  it("names the temporary address after the domain's first label", () => {
    expect(panelLabel("MyPanel.com")).toBe("mypanel");
    expect(panelLabel("my_panel.co.uk")).toBe("my-panel");
  });

  it("serves the new panel at its addresses; its owner signs in, its customers sign up; TLS is asked for", async () => {
    const { customer, id } = await orderPanel("reseller-one.com");
    const temporary = `reseller-one.${BASE}`;
    // Pending: no panel yet.
    expect((await onHost(temporary, { url: "/api/settings" })).statusCode).toBe(404);
    expect(await allowed("reseller-one.com")).toBe(404);

    expect((await setStatus(id, "active")).statusCode).toBe(200);
    await t.app.jobs.drain();
    for (const host of [temporary, "reseller-one.com"]) {
      expect((await onHost(host, { url: "/api/settings" })).statusCode, host).toBe(200);
      expect(await allowed(host)).toBe(200);
    }
    expect(await allowed("localhost")).toBe(404);
    expect(await allowed(`nobody.${BASE}`)).toBe(404);
    expect((await t.app.inject({ url: "/api/tls/allowed" })).statusCode).toBe(422);

    // The owner: the admin username and password of the order form; the owner role; a panel of its own.
    const ownerLogin = await onHost(temporary, {
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "owner", password: "Owner1234" },
    });
    expect(ownerLogin.statusCode, ownerLogin.body).toBe(200);
    expect(ownerLogin.json()).toMatchObject({ admin: { username: "owner", role: "owner" } });
    // Only on the child: the main panel has no operator of that name.
    const onMain = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "owner", password: "Owner1234" },
    });
    expect(onMain.statusCode).toBe(401);
    const owner = { authorization: `Bearer ${(ownerLogin.json() as { token: string }).token}` };
    const me = await onHost(temporary, { url: "/api/admin/me", headers: owner });
    expect(me.json()).toMatchObject({ role: "owner" });
    const users = await onHost(temporary, { url: "/api/admin/users", headers: owner });
    expect(users.json()).toMatchObject({ data: [] });
    // The parent's operator and the parent's session mean nothing there.
    expect((await onHost(temporary, { url: "/api/admin/users", headers: operator })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/admin/users", headers: owner })).statusCode).toBe(401);

    // A customer signs up on the child, with the same username as one on the parent.
    const signup = await onHost(temporary, {
      method: "POST",
      url: "/api/register",
      payload: newCustomerPayload({ username: customer.payload.username, email: customer.payload.email }),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const listed = await onHost(temporary, { url: "/api/admin/users", headers: owner });
    expect((listed.json() as { data: { username: string }[] }).data.map((u) => u.username)).toEqual([
      customer.payload.username,
    ]);

    // Activating again (after a suspension) makes no second panel; cancelling closes it to visitors (renewal.test.ts).
    expect((await setStatus(id, "suspended")).statusCode).toBe(200);
    expect((await setStatus(id, "active")).statusCode).toBe(200);
    await t.app.jobs.drain();
    expect((await onHost(temporary, { url: "/api/admin/users", headers: owner })).statusCode).toBe(200);
    expect((await setStatus(id, "cancelled")).statusCode).toBe(200);
    t.app.panelDirectory.changed();
    expect((await onHost(temporary, { url: "/api/services" })).statusCode).toBe(403);
  });

  it("gives a second panel whose label is taken the order's number in its temporary address", async () => {
    const earlier = await orderPanel("twin.net");
    const later = await orderPanel("twin.org");
    for (const { id } of [earlier, later]) {
      expect((await setStatus(id, "active")).statusCode).toBe(200);
      await t.app.jobs.drain();
    }
    expect(await allowed(`twin.${BASE}`)).toBe(200);
    expect(await allowed(`twin-${later.id}.${BASE}`)).toBe(200);
    expect(await allowed(`twin-${earlier.id}.${BASE}`)).toBe(404);
  });
});
