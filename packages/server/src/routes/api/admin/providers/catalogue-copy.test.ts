import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories, serviceSources, services } from "../../../../db/schema";
import { createTestApp, type TestApp } from "../../../../testing";
import { type FakeProvider, type FakeService, startFakeProvider } from "../../../../testing/fake-provider";
import { adminAuth } from "../test-helpers";

/**
 * Issue 37: an import keeps the provider's categories (made here by name, with the platform and icon their names
 * say), can copy chosen categories, and the sync keeps the copy in step: new services of a copied category added,
 * prices through the same markup, descriptions and bounds updated, what the provider dropped disabled, each named in
 * the answer, and nothing changed by a second run.
 */
process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "1500";

let t: TestApp;
let fake: FakeProvider;
let auth: { authorization: string };
let providerId: number;

const line = (service: number, name: string, category: string, rate: string, extra: Partial<FakeService> = {}) => ({
  service,
  name,
  type: "Default",
  category,
  rate,
  min: "10",
  max: "10000",
  refill: false,
  cancel: false,
  dripfeed: false,
  ...extra,
});

const CATALOGUE: FakeService[] = [
  line(201, "IG Followers Real", "Instagram Followers [Refill]", "1.00", {
    description: "Real accounts, 30 days refill",
  }),
  line(202, "IG Followers Cheap", "Instagram Followers [Refill]", "0.35"),
  line(203, "YT Views Fast", "YouTube Views [Fast]", "2.10"),
  line(204, "TT Likes", "TikTok Likes [HQ]", "0.77"),
  line(205, "Mystery traffic", "", "3.33"),
];

const api = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/providers${url}`, headers: auth, ...(payload ? { payload } : {}) });

async function copied() {
  return t.database.db
    .select({ title: services.title, price: services.unitPrice, enabled: services.enabled, category: categories })
    .from(serviceSources)
    .innerJoin(services, eq(services.id, serviceSources.serviceId))
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(eq(serviceSources.providerId, providerId))
    .orderBy(serviceSources.providerServiceId);
}

beforeAll(async () => {
  t = await createTestApp({ providerAllowPrivateNetwork: true });
  fake = await startFakeProvider();
  fake.services = structuredClone(CATALOGUE);
  auth = await adminAuth(t.app);
  providerId = (await api("POST", "", { name: "Upstream", url: fake.url, key: fake.key })).json().id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("copying a provider's catalogue", () => {
  it("previews the provider's categories with their counts and platforms", async () => {
    const preview = await api("GET", `/${providerId}/catalogue`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual([
      { name: "Instagram Followers [Refill]", platform: "instagram", services: 2, imported: 0, exists: false },
      { name: "YouTube Views [Fast]", platform: "youtube", services: 1, imported: 0, exists: false },
      { name: "TikTok Likes [HQ]", platform: "tiktok", services: 1, imported: 0, exists: false },
      { name: "Uncategorised", platform: "other", services: 1, imported: 0, exists: false },
    ]);
  });

  it("copies chosen categories only, each into a category of its name, at the markup exactly", async () => {
    const result = await api("POST", `/${providerId}/import`, {
      categories: ["Instagram Followers [Refill]"],
      markup_percent: "30",
    });
    expect(result.json()).toEqual({ imported: 2, skipped: 0, categories_created: 1 });
    const rows = await copied();
    expect(
      rows.map((row) => [row.title, row.price, row.category.title, row.category.platform, row.category.icon]),
    ).toEqual([
      // 1.00 per 1000 × 1.30 ÷ 1000 and 0.35 × 1.30 ÷ 1000 = 0.000455, up to 4 places.
      ["IG Followers Real", "0.0013", "Instagram Followers [Refill]", "instagram", "instagram"],
      ["IG Followers Cheap", "0.0005", "Instagram Followers [Refill]", "instagram", "instagram"],
    ]);
  });

  it("copies the rest in one step, keeping every category; a copy again changes nothing", async () => {
    const result = await api("POST", `/${providerId}/import`, { markup_percent: "30", currency_rate: "1500" });
    expect(result.json()).toEqual({ imported: 3, skipped: 2, categories_created: 3 });
    const rows = await copied();
    expect(rows.map((row) => [row.title, row.price, row.category.title, row.category.platform])).toEqual([
      ["IG Followers Real", "0.0013", "Instagram Followers [Refill]", "instagram"],
      ["IG Followers Cheap", "0.0005", "Instagram Followers [Refill]", "instagram"],
      // 2.10 × 1.30 × 1500 ÷ 1000 = 4.095; 0.77 × 1.30 × 1500 ÷ 1000 = 1.5015; 3.33 × 1.3 × 1.5 = 6.4935.
      ["YT Views Fast", "4.0950", "YouTube Views [Fast]", "youtube"],
      ["TT Likes", "1.5015", "TikTok Likes [HQ]", "tiktok"],
      ["Mystery traffic", "6.4935", "Uncategorised", "other"],
    ]);
    const [real] = await t.database.db.select().from(services).where(eq(services.title, "IG Followers Real"));
    expect(real?.description).toBe("Real accounts, 30 days refill");
    expect((await api("POST", `/${providerId}/import`, { markup_percent: "30" })).json()).toEqual({
      imported: 0,
      skipped: 5,
      categories_created: 0,
    });
    expect((await api("GET", `/${providerId}/catalogue`)).json().data[0]).toMatchObject({
      services: 2,
      imported: 2,
      exists: true,
    });
  });

  it("refuses an empty choice of categories and a bad markup with the field's message", async () => {
    const none = await api("POST", `/${providerId}/import`, { categories: [], markup_percent: "30" });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.categories).toEqual(["Choose at least one category."]);
    const bad = await api("POST", `/${providerId}/import`, { markup_percent: "thirty" });
    expect(bad.json().errors.markup_percent).toEqual(["The markup must be a percentage, e.g. 30."]);
  });

  it("sync adds, re-prices, updates and disables with a summary that names them, and is idempotent", async () => {
    const [real, cheap, views] = CATALOGUE as [FakeService, FakeService, FakeService];
    fake.services = [
      { ...real, rate: "2.00" },
      { ...cheap, description: "Mixed accounts" },
      { ...views, max: "50000" },
      // 204 is gone; a new service in a copied category, and one in a category never copied.
      line(206, "IG Followers Premium", "Instagram Followers [Refill]", "4.00"),
      line(207, "TG Members", "Telegram Members", "1.00"),
      { ...(CATALOGUE[4] as FakeService) },
    ];
    const synced = await api("POST", `/${providerId}/sync`);
    expect(synced.json()).toEqual({
      added: 1,
      repriced: 1,
      updated: 2,
      disabled: 1,
      unchanged: 1,
      bad_rate: 0,
      changes: {
        added: ["IG Followers Premium"],
        repriced: ["IG Followers Real"],
        updated: ["IG Followers Cheap", "YT Views Fast"],
        disabled: ["TT Likes"],
      },
    });
    const rows = new Map((await copied()).map((row) => [row.title, row]));
    // The first copy's rule (30 %, rate 1) for the category: 2.00 × 1.30 ÷ 1000; the new one 4.00 × 1.30 ÷ 1000.
    expect(rows.get("IG Followers Real")?.price).toBe("0.0026");
    expect(rows.get("IG Followers Premium")).toMatchObject({ price: "0.0052", enabled: true });
    expect(rows.get("IG Followers Premium")?.category.title).toBe("Instagram Followers [Refill]");
    expect(rows.get("TT Likes")?.enabled).toBe(false);
    expect(rows.has("TG Members")).toBe(false);

    const again = (await api("POST", `/${providerId}/sync`)).json();
    expect(again).toMatchObject({ added: 0, repriced: 0, updated: 0, disabled: 0, unchanged: 6 });
    expect(again.changes).toEqual({ added: [], repriced: [], updated: [], disabled: [] });
  });

  it("the scheduled sync keeps its summary, with the names, in the providers' log", async () => {
    fake.services = fake.services.map((service) => (service.service === 203 ? { ...service, rate: "2.50" } : service));
    await t.app.providers.syncAll(() => {});
    const logs = await t.app.inject({ url: "/api/admin/logs?type=audit&action=provider.sync", headers: auth });
    const [last] = logs.json().data as Array<{ actor: string; after: { repriced: number; changes: object } }>;
    expect(last?.actor).toContain("system");
    expect(last?.after).toMatchObject({ repriced: 1, changes: { repriced: ["YT Views Fast"] } });
  });
});
