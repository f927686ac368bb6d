import { describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { sentBody, testClient } from "../test-support/testClient";
import { ADMIN_ORDER_MESSAGES } from "./adminOrders";
import { ADMIN_PROVIDER_MESSAGES } from "./adminProviders";
import { ADMIN_SYSTEM_MESSAGES } from "./adminSystem";

const admin = { id: 1, username: "Admin", email: "admin@example.com" };

type Call = [
  name: string,
  run: (api: ApiClient) => Promise<unknown>,
  request: { method: string; url: string; body?: unknown },
  fallback: string,
];

/** The provider, resend and request-queue calls: what each sends and the message it falls back to. */
const CALLS: Call[] = [
  [
    "list providers",
    (api) => api.admin.providers.list(),
    { method: "get", url: "/admin/providers" },
    ADMIN_PROVIDER_MESSAGES.fetchFailed,
  ],
  [
    "add provider",
    (api) => api.admin.providers.add({ name: "Up", url: "https://up.example/api/v2", key: "secret" }),
    { method: "post", url: "/admin/providers", body: { name: "Up", url: "https://up.example/api/v2", key: "secret" } },
    ADMIN_PROVIDER_MESSAGES.addFailed,
  ],
  [
    "check provider",
    (api) => api.admin.providers.check(3),
    { method: "post", url: "/admin/providers/3/check", body: {} },
    ADMIN_PROVIDER_MESSAGES.checkFailed,
  ],
  [
    "edit provider",
    (api) => api.admin.providers.update(3, { name: "Renamed", key: "new-key" }),
    { method: "patch", url: "/admin/providers/3", body: { name: "Renamed", key: "new-key" } },
    ADMIN_PROVIDER_MESSAGES.updateFailed,
  ],
  [
    "provider alerts",
    (api) => api.admin.providers.alerts(),
    { method: "get", url: "/admin/providers/alerts" },
    ADMIN_PROVIDER_MESSAGES.alertsFailed,
  ],
  [
    "mark provider alerts read",
    (api) => api.admin.providers.markAlertsRead(),
    { method: "post", url: "/admin/providers/alerts/read", body: {} },
    ADMIN_PROVIDER_MESSAGES.markReadFailed,
  ],
  [
    "system status",
    (api) => api.admin.system.status(),
    { method: "get", url: "/admin/system-status" },
    ADMIN_SYSTEM_MESSAGES.fetchStatusFailed,
  ],
  [
    "remove provider",
    (api) => api.admin.providers.remove(3),
    { method: "delete", url: "/admin/providers/3" },
    ADMIN_PROVIDER_MESSAGES.removeFailed,
  ],
  [
    "remote services",
    (api) => api.admin.providers.remoteServices(3),
    { method: "get", url: "/admin/providers/3/services" },
    ADMIN_PROVIDER_MESSAGES.servicesFailed,
  ],
  [
    "provider catalogue",
    (api) => api.admin.providers.catalogue(3),
    { method: "get", url: "/admin/providers/3/catalogue" },
    ADMIN_PROVIDER_MESSAGES.catalogueFailed,
  ],
  [
    "copy categories",
    (api) => api.admin.providers.importServices(3, { categories: ["Instagram Followers"], markup_percent: "30" }),
    {
      method: "post",
      url: "/admin/providers/3/import",
      body: { categories: ["Instagram Followers"], markup_percent: "30" },
    },
    ADMIN_PROVIDER_MESSAGES.importFailed,
  ],
  [
    "import services",
    (api) => api.admin.providers.importServices(3, { category_id: 2, markup_percent: "30", services: ["101"] }),
    {
      method: "post",
      url: "/admin/providers/3/import",
      body: { category_id: 2, markup_percent: "30", services: ["101"] },
    },
    ADMIN_PROVIDER_MESSAGES.importFailed,
  ],
  [
    "sync services",
    (api) => api.admin.providers.sync(3),
    { method: "post", url: "/admin/providers/3/sync", body: {} },
    ADMIN_PROVIDER_MESSAGES.syncFailed,
  ],
  [
    "resend order",
    (api) => api.admin.orders.resend(5),
    { method: "post", url: "/admin/orders/5/resend", body: {} },
    ADMIN_ORDER_MESSAGES.resendFailed,
  ],
  [
    "list requests",
    (api) => api.admin.orders.requests({ kind: "cancel", state: "pending", page: 2 }),
    { method: "get", url: "/admin/requests" },
    ADMIN_ORDER_MESSAGES.requestsFailed,
  ],
  [
    "decide a refill",
    (api) => api.admin.orders.decideRequest("refill", 8, { state: "completed" }),
    { method: "post", url: "/admin/requests/refills/8", body: { state: "completed" } },
    ADMIN_ORDER_MESSAGES.decideFailed,
  ],
  [
    "reject a cancel",
    (api) => api.admin.orders.decideRequest("cancel", 9, { state: "rejected", reason: "Started" }),
    { method: "post", url: "/admin/requests/cancels/9", body: { state: "rejected", reason: "Started" } },
    ADMIN_ORDER_MESSAGES.decideFailed,
  ],
];

describe("admin provider, resend and request calls", () => {
  it.each(CALLS)("%s sends its method, path and body with the admin token", async (_name, run, request) => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: {} }));
    sessions.customer.save({ token: "cust", data: { id: 2 } as never }, { remember: false });
    sessions.admin.save({ token: "adm", data: admin }, { remember: false });
    await run(api);
    expect(fake.last().method).toBe(request.method);
    expect(fake.last().url).toBe(request.url);
    expect(fake.last().headers.get("Authorization")).toBe("Bearer adm");
    if (request.body !== undefined) expect(sentBody(fake.last())).toEqual(request.body);
  });

  it.each(CALLS)(
    "%s answers the server's message and field errors, else its own message",
    async (_name, run, _r, fallback) => {
      let reply: { status: number; data?: unknown } = {
        status: 422,
        data: { message: "The provider did not accept a balance check", errors: { key: ["Invalid API key"] } },
      };
      const { api } = testClient(() => reply);
      await expect(run(api)).rejects.toMatchObject({
        status: 422,
        message: "The provider did not accept a balance check",
        errors: { key: ["Invalid API key"] },
      });
      reply = { status: 500, data: "" };
      await expect(run(api)).rejects.toMatchObject({ status: 500, message: fallback, errors: {} });
    },
  );

  it("a 409 on a request someone already decided keeps the server's message", async () => {
    const { api } = testClient(() => ({ status: 409, data: { message: "Cancel request #9 is already done." } }));
    await expect(api.admin.orders.decideRequest("cancel", 9, { state: "done" })).rejects.toMatchObject({
      status: 409,
      message: "Cancel request #9 is already done.",
    });
  });

  it("the request list sends only the filters given", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: {} }));
    await api.admin.orders.requests({ kind: "cancel", state: "pending", page: 2 });
    expect(fake.last().params).toEqual({ kind: "cancel", state: "pending", page: "2" });
    await api.admin.orders.requests();
    expect(fake.last().params).toEqual({});
    await api.admin.orders.list({ user: "  demo@example.com " });
    expect(fake.last().params).toEqual({ user: "demo@example.com" });
  });
});
