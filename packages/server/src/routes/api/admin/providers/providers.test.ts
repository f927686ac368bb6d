import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, serviceSources, services, serviceUpdates } from "../../../../db/schema";
import { createTestApp, type TestApp } from "../../../../testing";
import { type FakeProvider, startFakeProvider } from "../../../../testing/fake-provider";
import { adminAuth } from "../test-helpers";

process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "1500";

let t: TestApp;
let fake: FakeProvider;
let auth: { authorization: string };
let providerId: number;
let categoryId: number;

beforeAll(async () => {
  // The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
  t = await createTestApp({ providerAllowPrivateNetwork: true });
  fake = await startFakeProvider();
  auth = await adminAuth(t.app);
  const [category] = await t.database.db.select({ id: categories.id }).from(categories).limit(1);
  categoryId = category?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const api = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/providers${url}`, headers: auth, ...(payload ? { payload } : {}) });

describe("admin providers", () => {
  it("adds a provider only after a working balance call, and never answers its key", async () => {
    const refused = await api("POST", "", { url: fake.url, key: "wrong-key" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.key[0]).toContain("Invalid API key");
    expect((await api("POST", "", { url: "ftp://x", key: "k" })).statusCode).toBe(422);

    const added = await api("POST", "", { name: "Upstream A", url: fake.url, key: fake.key });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      name: "Upstream A",
      key_last_four: fake.key.slice(-4),
      balance: "250.5000",
      currency: "USD",
      health: "ok",
      services: 0,
      orders_in_doubt: 0,
    });
    providerId = added.json().id;
    const list = await api("GET", "");
    expect(list.body).not.toContain(fake.key);
    expect(list.json().data).toEqual([expect.objectContaining({ id: providerId, health: "ok" })]);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/providers" })).statusCode).toBe(401);
  });

  it("reports health: down when unreachable, degraded on a broken answer, ok again after", async () => {
    fake.behave("balance", "fail");
    expect((await api("POST", `/${providerId}/check`)).json()).toMatchObject({
      health: "down",
      last_error: expect.any(String),
    });
    fake.behave("balance", "bad-json");
    expect((await api("POST", `/${providerId}/check`)).json()).toMatchObject({ health: "degraded" });
    fake.behave("balance", "ok");
    fake.balance = "99.0000";
    expect((await api("POST", `/${providerId}/check`)).json()).toMatchObject({ health: "ok", balance: "99.0000" });
  });

  it("imports services with markup and currency rate, keeping the provider's id and cost; re-import skips", async () => {
    const remote = await api("GET", `/${providerId}/services`);
    expect(remote.json().data.map((s: { id: string }) => s.id)).toEqual(["101", "102"]);
    const imported = await api("POST", `/${providerId}/import`, {
      category_id: categoryId,
      markup_percent: "50",
      currency_rate: "1500",
    });
    expect(imported.json()).toEqual({ imported: 2, skipped: 0, categories_created: 0 });
    expect((await api("GET", "")).json().data[0]).toMatchObject({ services: 2, orders_in_doubt: 0 });
    expect(
      (await api("POST", `/${providerId}/import`, { category_id: categoryId, markup_percent: "50" })).json(),
    ).toEqual({
      imported: 0,
      skipped: 2,
      categories_created: 0,
    });
    const rows = await t.database.db
      .select({ service: services, source: serviceSources })
      .from(serviceSources)
      .innerJoin(services, eq(services.id, serviceSources.serviceId))
      .where(eq(serviceSources.providerId, providerId))
      .orderBy(serviceSources.providerServiceId);
    // 1.20 per 1000 × 1.5 × 1500 NGN per USD ÷ 1000 = 2.7 per unit
    expect(rows[0]).toMatchObject({
      service: { unitPrice: "2.7000", minAmount: 10, maxAmount: 5000, type: "default", refill: true },
      source: { providerServiceId: "101", providerRate: "1.200000" },
    });
    expect(rows[1]?.service.type).toBe("Custom Comments");
    const bad = await api("POST", `/${providerId}/import`, { category_id: categoryId, markup_percent: "lots" });
    expect(bad.statusCode).toBe(422);
  });

  it("sync: price and bound changes reach the Updates feed; a vanished service is disabled, not deleted", async () => {
    const first = fake.services[0];
    if (!first) throw new Error("the fake lists no service");
    fake.services = [{ ...first, rate: "2.40", max: "8000" }];
    expect((await api("POST", `/${providerId}/sync`)).json()).toEqual({
      added: 0,
      repriced: 1,
      updated: 0,
      disabled: 1,
      unchanged: 0,
      bad_rate: 0,
      changes: { added: [], repriced: ["Followers HQ"], updated: [], disabled: ["Custom comments"] },
    });
    const [source101, source102] = await t.database.db
      .select({ service: services })
      .from(serviceSources)
      .innerJoin(services, eq(services.id, serviceSources.serviceId))
      .where(eq(serviceSources.providerId, providerId))
      .orderBy(serviceSources.providerServiceId);
    expect(source101?.service).toMatchObject({ unitPrice: "5.4000", maxAmount: 8000, enabled: true });
    expect(source102?.service.enabled).toBe(false);
    const feed = await t.database.db
      .select()
      .from(serviceUpdates)
      .where(eq(serviceUpdates.serviceId, source101?.service.id ?? 0));
    expect(feed.map((entry) => entry.updateType)).toContain("price-increase");
    expect((await api("POST", `/${providerId}/sync`)).json()).toMatchObject({
      added: 0,
      repriced: 0,
      updated: 0,
      disabled: 0,
      unchanged: 2,
      bad_rate: 0,
    });
  });

  it("sync: a service listed at a rate that is no price is disabled and said so; the others still sync", async () => {
    const [first] = fake.services;
    if (!first) throw new Error("the fake lists no service");
    const list = fake.services;
    // 101 changes price; 102 (dropped by the previous test) is listed again, at a rate of 0.
    fake.services = [
      { ...first, rate: "3.00" },
      { ...first, service: 102, name: "Custom comments", type: "Custom Comments", rate: "0" },
    ];
    const before = await t.database.db
      .select({ service: services })
      .from(serviceSources)
      .innerJoin(services, eq(services.id, serviceSources.serviceId))
      .where(eq(serviceSources.providerId, providerId))
      .orderBy(serviceSources.providerServiceId);
    const id102 = before[1]?.service.id ?? 0;
    // The previous test disabled 102; the operator put it back on sale.
    await t.database.db.update(services).set({ enabled: true }).where(eq(services.id, id102));
    const synced = await api("POST", `/${providerId}/sync`);
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ repriced: 1, updated: 0, disabled: 1, unchanged: 0, bad_rate: 1 });
    const after = await t.database.db
      .select({ service: services })
      .from(serviceSources)
      .innerJoin(services, eq(services.id, serviceSources.serviceId))
      .where(eq(serviceSources.providerId, providerId))
      .orderBy(serviceSources.providerServiceId);
    expect(after[0]?.service).toMatchObject({ unitPrice: "6.7500", enabled: true });
    expect(after[1]?.service).toMatchObject({ unitPrice: before[1]?.service.unitPrice, enabled: false });
    const [said] = await t.database.db
      .select()
      .from(serviceUpdates)
      .where(eq(serviceUpdates.serviceId, id102))
      .orderBy(desc(serviceUpdates.id))
      .limit(1);
    expect(said?.description).toBe('Disabled: the provider\'s rate "0" is not a price');
    fake.services = list;
  });

  it("edits a provider (a new key is checked first) and removes only one nothing points at", async () => {
    const second = (await api("POST", "", { name: "Spare", url: fake.url, key: fake.key })).json();
    const renamed = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/providers/${second.id}`,
      headers: auth,
      payload: { name: "Spare B" },
    });
    expect(renamed.json()).toMatchObject({ id: second.id, name: "Spare B", url: fake.url });
    const badKey = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/providers/${second.id}`,
      headers: auth,
      payload: { key: "wrong-key" },
    });
    expect(badKey.statusCode).toBe(422);
    expect(badKey.json().errors.key[0]).toContain("Invalid API key");
    const inUse = await t.app.inject({ method: "DELETE", url: `/api/admin/providers/${providerId}`, headers: auth });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/still backs 2 services and 0 orders/);
    const removed = await t.app.inject({ method: "DELETE", url: `/api/admin/providers/${second.id}`, headers: auth });
    expect(removed.statusCode).toBe(200);
    expect((await api("GET", "")).json().data.map((p: { id: number }) => p.id)).toEqual([providerId]);
    const gone = await t.app.inject({ method: "DELETE", url: `/api/admin/providers/${second.id}`, headers: auth });
    expect(gone.statusCode).toBe(404);
  });

  it("every action is in the System Logs with who, what, when and the result, failures included, never the key", async () => {
    const logs = await t.app.inject({ url: "/api/admin/logs?type=audit&action=provider.&per_page=100", headers: auth });
    const entries: Array<{ action: string; actor: string; target: string; message: string; createdAt: string }> =
      logs.json().data;
    expect(logs.body).not.toContain(fake.key);
    const seen = entries.map((entry) => `${entry.action} ${entry.target ?? "-"} ${entry.message.split(":")[0]}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        "provider.add - failed",
        `provider.add provider:${providerId} ok`,
        `provider.check provider:${providerId} down`,
        `provider.check provider:${providerId} ok`,
        `provider.import provider:${providerId} ok`,
        `provider.sync provider:${providerId} ok`,
        expect.stringMatching(/^provider\.edit provider:\d+ ok$/),
        expect.stringMatching(/^provider\.edit provider:\d+ failed$/),
        `provider.remove provider:${providerId} failed`,
        expect.stringMatching(/^provider\.remove provider:\d+ ok$/),
      ]),
    );
    for (const entry of entries) {
      expect(entry.actor).toMatch(/^admin:\d+ /);
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    }
    const failures = entries.filter((entry) => entry.action === "provider.add" && entry.target === null);
    expect(failures.map((entry) => entry.message)).toEqual(
      expect.arrayContaining([expect.stringContaining("Invalid API key"), expect.stringContaining("API URL")]),
    );
  });

  it("the scheduled sync is audited as the system", async () => {
    await t.app.providers.syncAll(() => {});
    const logs = await t.app.inject({ url: "/api/admin/logs?action=provider.sync&search=system", headers: auth });
    expect(logs.json().data[0]).toMatchObject({ actor: "system", target: `provider:${providerId}`, message: "ok" });
  });
});
