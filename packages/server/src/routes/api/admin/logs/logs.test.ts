import { describe, expect, it } from "vitest";
import { demoAdmin, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const logs = async (query: string) =>
  (await t.app.inject({ url: `/api/admin/logs?${query}`, headers: t.admin })).json();

describe("system logs", () => {
  it("record logins, failed logins and key changes as security events, never a password", async () => {
    const customer = await registerCustomer(t.app);
    await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { login: customer.payload.username, password: "WrongPass1" },
    });
    await t.app.inject({ method: "POST", url: "/api/api-key", headers: customer.auth });
    const security = await logs("type=security&per_page=100");
    const actions = security.data.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["admin.login", "login.failed", "api_key.created"]));
    const failed = security.data.find((entry: { action: string }) => entry.action === "login.failed");
    expect(failed).toMatchObject({ actor: `login:${customer.payload.username}`, ip: expect.any(String) });
    expect(JSON.stringify(security)).not.toContain("WrongPass1");
    expect(JSON.stringify(security)).not.toContain(demoAdmin.password);
  });

  it("record every admin write: explicit audits and the older routes through the fallback", async () => {
    const customer = await registerCustomer(t.app);
    const ticket = (
      await t.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: customer.auth,
        payload: { subject: "Help", message: "Please." },
      })
    ).json();
    await t.app.inject({
      method: "POST",
      url: `/api/admin/tickets/${ticket.id}/replies`,
      headers: t.admin,
      payload: { message: "On it." },
    });
    const audit = await logs("type=audit&search=tickets");
    expect(audit.data[0]).toMatchObject({
      action: "POST /api/admin/tickets/:id/replies",
      actor: "admin:1",
      target: `tickets:${ticket.id}`,
      after: { message: "On it." },
    });
  });

  it("filters by action prefix and time, searches, pages", async () => {
    const since = new Date(Date.now() - 60_000).toISOString();
    const page = await logs(`action=admin.&from=${encodeURIComponent(since)}&per_page=1`);
    expect(page.meta.per_page).toBe(1);
    expect(page.data[0].action.startsWith("admin.")).toBe(true);
    const future = await logs(`from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.meta.total).toBe(0);
    expect((await t.app.inject({ url: "/api/admin/logs?type=other", headers: t.admin })).statusCode).toBe(422);
  });
});
