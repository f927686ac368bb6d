import { DEFAULT_SETTINGS, publicSettingsOf } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { newIdempotencyKey } from "../http/idempotency";
import { freshCustomer, fund } from "../test-support/customers";
import { demoAdmin, type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
let operator: ApiClient;

beforeAll(async () => {
  server = await startLiveServer();
  operator = server.client();
  const { token, admin } = await operator.admin.auth.login({ email: demoAdmin.email, password: demoAdmin.password });
  operator.sessions.admin.save({ token, data: admin }, { remember: false });
});
afterAll(() => server?.close());

describe("admin API through the client", () => {
  it("public settings, and a rate change the customer sees", async () => {
    const api = server.client();
    // The demo panel: its bank details, and every method on offer.
    await expect(api.settings.get()).resolves.toEqual({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      bank_transfer_details: expect.stringContaining("Demo Bank"),
      // The demo's storefront texts (the server's seed, tested there); a production panel starts with none.
      storefront: expect.objectContaining({ faq: expect.arrayContaining([expect.anything()]) }),
      support_hours: expect.stringContaining("Monday to Friday"),
      demo: true,
      // The main panel sells child panels (a child panel does not).
      sells_child_panels: true,
      main_panel: true,
      currency: "NGN",
    });
    const rates = { ...DEFAULT_SETTINGS.currency_rates, EUR: "0.00055" };
    await expect(operator.admin.system.saveSettings({ currency_rates: rates })).resolves.toMatchObject({
      currency_rates: rates,
    });
    expect((await api.settings.get()).currency_rates.EUR).toBe("0.00055");
    await expect(operator.admin.system.saveSettings({ site_name: "" })).rejects.toMatchObject({
      status: 422,
      errors: { site_name: ["The site name is required (at most 80 characters)."] },
    });
  });

  it("dashboard, services, categories", async () => {
    const dashboard = await operator.admin.dashboard.get();
    expect(dashboard).toMatchObject({ currency: "NGN", totalUsers: expect.any(Number) });
    expect(dashboard.last30Days.series).toHaveLength(30);
    // The demo panel is set up but for its public address (the live server runs on localhost).
    const checklist = await operator.admin.dashboard.launchChecklist();
    expect(checklist.steps.find((step) => step.id === "public_url")).toMatchObject({ done: false, action: null });
    const { data: categories } = await operator.admin.catalogue.listCategories();
    const category = categories[0];
    if (!category) throw new Error("no category in the demo data");
    const service = await operator.admin.catalogue.createService({
      categoryId: category.id,
      title: "Contract Test Likes",
      ratePer1000: "20.00",
      minAmount: 10,
      maxAmount: 1000,
      deliveryTime: "1 hour",
    });
    expect(service).toMatchObject({ price: "0.0200", ratePer1000: "20.00", mode: "manual" });
    const disabled = await operator.admin.catalogue.setServiceEnabled(service.id, false);
    expect(disabled.enabled).toBe(false);
    const page = await operator.admin.catalogue.listServices({ search: "Contract Test", enabled: false });
    expect(page.data.map((s) => s.id)).toEqual([service.id]);
    await expect(
      operator.admin.catalogue.bulkPriceChange({ percent: "10", serviceIds: [service.id] }),
    ).resolves.toEqual({
      updated: 1,
    });
    expect((await operator.admin.catalogue.getService(service.id)).price).toBe("0.0220");
  });

  it("orders: a manual Partial refunds into the customer's ledger", async () => {
    const api = await freshCustomer(server);
    await fund(api, "10000");
    const [first] = await api.catalogue.services();
    if (!first) throw new Error("no service");
    const order = await api.orders.place(
      { service_id: first.id, link: "https://instagram.com/p/contract", quantity: 1000 },
      { idempotencyKey: newIdempotencyKey() },
    );
    const changed = await operator.admin.orders.setStatus(order.id, { status: "partial", remains: 500 });
    const refund = (Number(order.charge) / 2).toFixed(2);
    expect(changed).toMatchObject({ status: "partial", refunded: refund });
    const me = await api.user.get();
    const ledger = await operator.admin.users.ledger(me.id);
    expect(ledger.data[0]).toMatchObject({ kind: "refund", amount: refund });
    const list = await operator.admin.orders.list({ user_id: me.id });
    expect(list.meta.total).toBe(1);
    await expect(operator.admin.orders.update(order.id, { startCount: 50 })).resolves.toMatchObject({ startCount: 50 });
  });

  it("users: add funds, discount, suspend", async () => {
    const api = await freshCustomer(server);
    const me = await api.user.get();
    const result = await operator.admin.users.adjustFunds(me.id, {
      direction: "add",
      amount: "250.00",
      reason: "Promo",
    });
    expect(result.balance).toBe("250.00");
    expect((await api.user.get()).balance).toBe("250.00");
    await expect(operator.admin.users.setDiscount(me.id, "7.5")).resolves.toMatchObject({ discountPercent: "7.5" });
    await expect(
      operator.admin.users.adjustFunds(me.id, { direction: "deduct", amount: "999.00", reason: "Too much" }),
    ).rejects.toMatchObject({ status: 422 });
    await expect(operator.admin.users.suspend(me.id)).resolves.toMatchObject({ suspended: true });
    await expect(api.user.get()).rejects.toMatchObject({ status: 401 });
  });

  it("support, child panels, mail, logs, profile", async () => {
    const api = await freshCustomer(server);
    const ticket = await api.tickets.create({ subject: "Contract", message: "Hello" });
    const queue = await operator.admin.support.list({ search: "Contract" });
    expect(queue.data[0]).toMatchObject({ id: ticket.id, status: "open" });
    await expect(operator.admin.support.setStatus(ticket.id, "closed")).resolves.toMatchObject({ status: "closed" });
    await expect(operator.admin.childPanels.list()).resolves.toMatchObject({ meta: { page: 1 } });
    await expect(operator.admin.childPanels.standing()).resolves.toMatchObject({ status: "active", unpaid: false });

    const me = await api.user.get();
    const job = await operator.admin.mail.send({
      audience: { kind: "user", userId: me.id },
      subject: "Contract mail",
      body: "Hi",
    });
    expect(job).toMatchObject({ status: "queued", total: 1 });
    let progress = job;
    for (let attempt = 0; attempt < 100 && progress.status !== "done"; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      progress = await operator.admin.mail.job(job.id);
    }
    expect(progress).toMatchObject({ status: "done", sent: 1 });
    const outbox = await operator.admin.mail.outbox({ search: "Contract mail" });
    expect(outbox.data[0]).toMatchObject({ to: me.email, subject: "Contract mail" });

    const logs = await operator.admin.system.logs({ type: "audit", action: "mail." });
    expect(logs.data[0]).toMatchObject({ action: "mail.send" });
    const { data: sessions } = await operator.admin.profile.sessions();
    expect(sessions.some((session) => session.current)).toBe(true);
    await expect(server.client().admin.profile.forgotPassword("nobody@example.com")).resolves.toHaveProperty("message");
  });

  it("a customer token gets 403 on admin calls", async () => {
    const api = await freshCustomer(server);
    const token = api.sessions.customer.token() ?? "";
    api.sessions.admin.save({ token, data: { id: 0, username: "x", email: "x@example.com" } }, { remember: false });
    await expect(api.admin.dashboard.get()).rejects.toMatchObject({ status: 403 });
  });
});
