import { describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { sentBody, testClient } from "../test-support/testClient";

const admin = { id: 1, username: "Admin", email: "admin@example.com" };

type Call = [name: string, run: (api: ApiClient) => Promise<unknown>, method: string, url: string, body?: unknown];

/** Every admin call with the request it must send: method, path, body. */
const CALLS: Call[] = [
  ["dashboard", (api) => api.admin.dashboard.get(), "get", "/admin/dashboard"],
  [
    "report",
    (api) => api.admin.dashboard.report({ from: "2026-11-01", to: "2026-11-30", by: "service" }),
    "get",
    "/admin/reports",
  ],
  [
    "export orders",
    (api) => api.admin.dashboard.exportCsv("orders", { status: "partial" }),
    "get",
    "/admin/exports/orders.csv",
  ],
  ["list services", (api) => api.admin.catalogue.listServices({ page: 2 }), "get", "/admin/services"],
  ["get service", (api) => api.admin.catalogue.getService(7), "get", "/admin/services/7"],
  [
    "create service",
    (api) =>
      api.admin.catalogue.createService({
        categoryId: 1,
        title: "X",
        minAmount: 10,
        maxAmount: 100,
        deliveryTime: "1h",
        ratePer1000: "12.50",
      }),
    "post",
    "/admin/services",
    { categoryId: 1, title: "X", minAmount: 10, maxAmount: 100, deliveryTime: "1h", ratePer1000: "12.50" },
  ],
  [
    "update service",
    (api) => api.admin.catalogue.updateService(7, { title: "Y" }),
    "patch",
    "/admin/services/7",
    { title: "Y" },
  ],
  [
    "disable service",
    (api) => api.admin.catalogue.setServiceEnabled(7, false),
    "patch",
    "/admin/services/7",
    { enabled: false },
  ],
  [
    "bulk price",
    (api) => api.admin.catalogue.bulkPriceChange({ percent: "-12.5", categoryId: 2 }),
    "post",
    "/admin/services/bulk-price",
    { percent: "-12.5", categoryId: 2 },
  ],
  ["list categories", (api) => api.admin.catalogue.listCategories(), "get", "/admin/categories"],
  [
    "create category",
    (api) => api.admin.catalogue.createCategory({ title: "T", platform: "tiktok", icon: "tiktok" }),
    "post",
    "/admin/categories",
    { title: "T", platform: "tiktok", icon: "tiktok" },
  ],
  [
    "update category",
    (api) => api.admin.catalogue.updateCategory(3, { enabled: false }),
    "patch",
    "/admin/categories/3",
    { enabled: false },
  ],
  ["list orders", (api) => api.admin.orders.list({ status: "partial" }), "get", "/admin/orders"],
  ["get order", (api) => api.admin.orders.get(5), "get", "/admin/orders/5"],
  [
    "order status",
    (api) => api.admin.orders.setStatus(5, { status: "partial", remains: 40 }),
    "patch",
    "/admin/orders/5",
    { status: "partial", remains: 40 },
  ],
  [
    "order counters",
    (api) => api.admin.orders.update(5, { startCount: 120 }),
    "patch",
    "/admin/orders/5",
    { startCount: 120 },
  ],
  ["resend order", (api) => api.admin.orders.resend(5), "post", "/admin/orders/5/resend", {}],
  [
    "bulk cancel orders",
    (api) => api.admin.orders.bulk({ ids: [5, 6], action: "cancel" }),
    "post",
    "/admin/orders/bulk",
    { ids: [5, 6], action: "cancel" },
  ],
  ["attention queue", (api) => api.admin.attention.list(), "get", "/admin/attention"],
  ["attention resend", (api) => api.admin.attention.resend(5), "post", "/admin/attention/5/resend", {}],
  [
    "attention reassign",
    (api) => api.admin.attention.reassign(5, { providerId: 2, providerServiceId: "77" }),
    "post",
    "/admin/attention/5/reassign",
    { providerId: 2, providerServiceId: "77" },
  ],
  ["attention cancel", (api) => api.admin.attention.cancel(5), "post", "/admin/attention/5/cancel", {}],
  ["list users", (api) => api.admin.users.list({ search: "demo" }), "get", "/admin/users"],
  ["get user", (api) => api.admin.users.get(4), "get", "/admin/users/4"],
  ["user ledger", (api) => api.admin.users.ledger(4), "get", "/admin/users/4/ledger"],
  ["user tickets", (api) => api.admin.users.tickets(4), "get", "/admin/users/4/tickets"],
  [
    "adjust funds",
    (api) => api.admin.users.adjustFunds(4, { direction: "deduct", amount: "10.00", reason: "Chargeback" }),
    "post",
    "/admin/users/4/funds",
    { direction: "deduct", amount: "10.00", reason: "Chargeback" },
  ],
  [
    "discount",
    (api) => api.admin.users.setDiscount(4, "5"),
    "put",
    "/admin/users/4/discount",
    { discount_percent: "5" },
  ],
  ["suspend", (api) => api.admin.users.suspend(4), "post", "/admin/users/4/suspend", {}],
  ["reactivate", (api) => api.admin.users.reactivate(4), "post", "/admin/users/4/reactivate", {}],
  ["password reset", (api) => api.admin.users.sendPasswordReset(4), "post", "/admin/users/4/password-reset", {}],
  ["list tickets", (api) => api.admin.support.list({ status: "open" }), "get", "/admin/tickets"],
  ["get ticket", (api) => api.admin.support.get(2), "get", "/admin/tickets/2"],
  [
    "ticket status",
    (api) => api.admin.support.setStatus(2, "closed"),
    "put",
    "/admin/tickets/2/status",
    { status: "closed" },
  ],
  ["list child panels", (api) => api.admin.childPanels.list({ status: "pending" }), "get", "/admin/child-panels"],
  ["panel standing", (api) => api.admin.childPanels.standing(), "get", "/admin/panel-standing"],
  [
    "send mail",
    (api) => api.admin.mail.send({ audience: { kind: "all" }, subject: "Hi", body: "News" }),
    "post",
    "/admin/mail",
    { audience: { kind: "all" }, subject: "Hi", body: "News" },
  ],
  ["mail jobs", (api) => api.admin.mail.jobs(), "get", "/admin/mail/jobs"],
  ["mail job", (api) => api.admin.mail.job(3), "get", "/admin/mail/jobs/3"],
  ["outbox", (api) => api.admin.mail.outbox(), "get", "/admin/mail/outbox"],
  ["resend an outbox mail", (api) => api.admin.mail.resend(7), "post", "/admin/mail/outbox/7/resend"],
  ["logs", (api) => api.admin.system.logs({ type: "security" }), "get", "/admin/logs"],
  ["settings", (api) => api.admin.system.settings(), "get", "/admin/settings"],
  [
    "save settings",
    (api) => api.admin.system.saveSettings({ maintenance: true }),
    "put",
    "/admin/settings",
    { maintenance: true },
  ],
  ["payment gateways", (api) => api.admin.system.paymentGateways(), "get", "/admin/payment-gateways"],
  [
    "save payment gateways",
    (api) => api.admin.system.savePaymentGateways({ paystack_secret_key: "" }),
    "put",
    "/admin/payment-gateways",
    { paystack_secret_key: "" },
  ],
  [
    "password",
    (api) => api.admin.profile.changePassword({ current_password: "a", password: "b", password_confirmation: "b" }),
    "put",
    "/admin/password",
    { current_password: "a", password: "b", password_confirmation: "b" },
  ],
  ["sessions", (api) => api.admin.profile.sessions(), "get", "/admin/sessions"],
  ["revoke session", (api) => api.admin.profile.revokeSession(9), "delete", "/admin/sessions/9"],
  ["revoke other sessions", (api) => api.admin.profile.revokeOtherSessions(), "delete", "/admin/sessions"],
  ["two-factor status", (api) => api.admin.twoFactor.status(), "get", "/admin/two-factor"],
  ["staff two-factor rule", (api) => api.admin.staff.twoFactorRequirement(), "get", "/admin/staff/two-factor"],
  [
    "require two-factor",
    (api) => api.admin.staff.setTwoFactorRequirement({ required: true }),
    "put",
    "/admin/staff/two-factor",
    { required: true },
  ],
  ["two-factor setup", (api) => api.admin.twoFactor.setup(), "post", "/admin/two-factor/setup", {}],
  [
    "two-factor on",
    (api) => api.admin.twoFactor.enable({ password: "pw", code: "123456" }),
    "post",
    "/admin/two-factor/enable",
    { password: "pw", code: "123456" },
  ],
  [
    "new recovery codes",
    (api) => api.admin.twoFactor.replaceRecoveryCodes({ code: "123456" }),
    "post",
    "/admin/two-factor/recovery-codes",
    { code: "123456" },
  ],
  [
    "two-factor off",
    (api) => api.admin.twoFactor.disable({ password: "pw" }),
    "post",
    "/admin/two-factor/disable",
    { password: "pw" },
  ],
];

describe("admin calls", () => {
  it.each(CALLS)("%s sends its method, path and body with the admin token", async (_name, run, method, url, body) => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: {} }));
    sessions.customer.save({ token: "cust", data: { id: 2 } as never }, { remember: false });
    sessions.admin.save({ token: "adm", data: admin }, { remember: false });
    await run(api);
    expect(fake.last().method).toBe(method);
    expect(fake.last().url).toBe(url);
    expect(fake.last().headers.get("Authorization")).toBe("Bearer adm");
    if (body !== undefined) expect(sentBody(fake.last())).toEqual(body);
  });

  it("list queries leave out empty filters and trim the search", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: {} }));
    await api.admin.orders.list({ search: "  abc ", status: undefined, user_id: 4, page: 1 });
    expect(fake.last().params).toEqual({ search: "abc", user_id: "4", page: "1" });
    await api.admin.catalogue.listServices({ search: "   ", enabled: false });
    expect(fake.last().params).toEqual({ enabled: "false" });
  });

  it("a failure keeps the server's field errors and falls back to the call's message", async () => {
    let body: unknown = { message: "The amount is invalid.", errors: { amount: ["The amount is invalid."] } };
    const { api } = testClient(() => ({ status: 422, data: body }));
    const adjustment = { direction: "add" as const, amount: "x", reason: "r" };
    await expect(api.admin.users.adjustFunds(1, adjustment)).rejects.toMatchObject({
      status: 422,
      errors: { amount: ["The amount is invalid."] },
    });
    body = "";
    await expect(api.admin.users.adjustFunds(1, adjustment)).rejects.toMatchObject({
      message: "Failed to change the user's balance",
    });
  });

  it("forgot and reset password carry no token", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: { message: "ok" } }));
    sessions.admin.save({ token: "adm", data: admin }, { remember: false });
    await api.admin.profile.forgotPassword("  admin@example.com ");
    expect(fake.last().url).toBe("/admin/forgot-password");
    expect(sentBody(fake.last())).toEqual({ email: "admin@example.com" });
    await api.admin.profile.resetPassword({ token: "t", password: "Secret123", password_confirmation: "Secret123" });
    expect(fake.last().url).toBe("/admin/reset-password");
    expect(fake.requests.every((request) => request.headers.get("Authorization") == null)).toBe(true);
  });

  it("settings are read without a session", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: { site_name: "Panel" } }));
    sessions.customer.save({ token: "cust", data: { id: 2 } as never }, { remember: false });
    await expect(api.settings.get()).resolves.toEqual({ site_name: "Panel" });
    expect(fake.last().url).toBe("/settings");
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });
});
