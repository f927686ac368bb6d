import { describe, expect, it } from "vitest";
import { orderChildPanel, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

describe("admin support queue", () => {
  it("lists tickets with filters, shows the thread, replies and changes status; the customer sees both", async () => {
    const customer = await registerCustomer(t.app);
    const ticket = (
      await t.app.inject({
        method: "POST",
        url: "/api/tickets",
        headers: customer.auth,
        payload: { subject: "12345 speed up", message: "Please hurry." },
      })
    ).json();
    const open = (await t.app.inject({ url: "/api/admin/tickets?status=open&search=speed", headers: t.admin })).json();
    expect(open.data.find((row: { id: number }) => row.id === ticket.id)).toMatchObject({
      username: customer.user.username,
      subject: "12345 speed up",
      messageCount: 1,
    });
    const thread = (await t.app.inject({ url: `/api/admin/tickets/${ticket.id}`, headers: t.admin })).json();
    expect(thread).toMatchObject({
      userId: customer.user.id,
      messages: [{ author: "customer", message: "Please hurry." }],
    });
    await t.app.inject({
      method: "POST",
      url: `/api/admin/tickets/${ticket.id}/replies`,
      headers: t.admin,
      payload: { message: "Done, it is faster now." },
    });
    const closed = await t.app.inject({
      method: "PUT",
      url: `/api/admin/tickets/${ticket.id}/status`,
      headers: t.admin,
      payload: { status: "closed" },
    });
    expect(closed.json()).toMatchObject({ status: "closed", messages: [{}, { author: "support" }] });
    const seen = (await t.app.inject({ url: `/api/tickets/${ticket.id}`, headers: customer.auth })).json();
    expect(seen.status).toBe("closed");
    expect(seen.messages[1].message).toBe("Done, it is faster now.");
    const notes = (await t.app.inject({ url: "/api/notifications", headers: customer.auth })).json();
    expect(notes.data[0].message).toBe(`Your ticket #${ticket.id} is now closed.`);
    const bad = await t.app.inject({
      method: "PUT",
      url: `/api/admin/tickets/${ticket.id}/status`,
      headers: t.admin,
      payload: { status: "solved" },
    });
    expect(bad.json().errors).toEqual({ status: ["Choose open, answered or closed."] });
  });
});

describe("admin child panels", () => {
  const orderPanel = (domain: string) => orderChildPanel(t.app, t.database.db, domain);
  const setStatus = (id: number, status: string) =>
    t.app.inject({ method: "PUT", url: `/api/admin/child-panels/${id}/status`, headers: t.admin, payload: { status } });
  const balanceOf = async (auth: { authorization: string }) =>
    (await t.app.inject({ url: "/api/user", headers: auth })).json().balance;

  it("lists requests; cancelling a pending panel refunds its month, an active one refunds nothing", async () => {
    const pending = await orderPanel("first-panel.com");
    const list = (await t.app.inject({ url: "/api/admin/child-panels?status=pending", headers: t.admin })).json();
    expect(list.data[0]).toMatchObject({ domain: "first-panel.com", username: pending.customer.user.username });
    const cancelled = await setStatus(pending.panel.id, "cancelled");
    expect(cancelled.json()).toMatchObject({ status: "cancelled", refunded: "1000.00" });
    expect(await balanceOf(pending.customer.auth)).toBe("20000.00");

    const active = await orderPanel("second-panel.com");
    expect((await setStatus(active.panel.id, "active")).json().refunded).toBe("0.00");
    expect((await setStatus(active.panel.id, "suspended")).json().status).toBe("suspended");
    expect((await setStatus(active.panel.id, "cancelled")).json().refunded).toBe("0.00");
    expect(await balanceOf(active.customer.auth)).toBe("19000.00");
    const again = await setStatus(active.panel.id, "active");
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe("A cancelled panel cannot become active.");
  });
});
