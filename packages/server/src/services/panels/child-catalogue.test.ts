import { toDecimal } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPanel } from "../../db/panel-context";
import { categories, panels, services } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { activeChildPanel, createTestApp, type TestApp } from "../../testing";

/**
 * Issue 37: a child panel's owner copies the parent's catalogue in one step (its categories with their services, at a
 * 30 % markup), and a price change at the parent reaches the child's price through the same markup at the next sync.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const TEMPORARY = `childcat.${BASE}`;

let t: TestApp;
let operator: { authorization: string };
let owner: { authorization: string };
let childId: number;
let providerId: number;

const onChild = (method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { host: TEMPORARY, ...owner }, ...(payload ? { payload } : {}) });
const asChild = <T>(fn: () => Promise<T>) => withPanel(childId, fn);
/** The parent's price per 1000 for the owner, as its API v2 lists it to the child. */
async function parentRates(): Promise<Map<string, { rate: string; category: string }>> {
  const remote = (await onChild("GET", `/api/admin/providers/${providerId}/services`)).json().data as Array<{
    name: string;
    rate: string;
    category: string;
  }>;
  return new Map(remote.map((service) => [service.name, service]));
}
const marked = (ratePer1000: string) =>
  toDecimal(ratePer1000).times(1.3).dividedBy(1000).toDecimalPlaces(4, 0).toFixed(4);

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: BASE });
  operator = await adminAuth(t.app);
  // A naira panel: the parent's prices copy at the markup alone (currency.postgres.test.ts converts them).
  await activeChildPanel(t.app, t.database.db, "childcat.com", operator, "ngn");
  const [row] = await t.database.db.select({ id: panels.id }).from(panels).where(eq(panels.domain, "childcat.com"));
  childId = row?.id ?? 0;
  const login = await t.app.inject({
    method: "POST",
    url: "/api/admin/login",
    headers: { host: TEMPORARY },
    payload: { email: "owner", password: "Owner1234" },
  });
  owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  providerId = ((await onChild("GET", "/api/admin/providers")).json().data as Array<{ id: number }>)[0]?.id ?? 0;
}, 120_000);
afterAll(() => t?.close());

describe("the parent's catalogue on a child panel", () => {
  it("is copied in one step: the parent's categories with their services at the markup exactly", async () => {
    // A new child has no categories: nothing to create by hand first.
    expect(await asChild(() => t.database.db.select().from(categories))).toEqual([]);
    const parentCategories = await t.database.db
      .select({ title: categories.title })
      .from(categories)
      .where(eq(categories.enabled, true));
    const copied = await onChild("POST", `/api/admin/providers/${providerId}/import`, { markup_percent: "30" });
    expect(copied.statusCode, copied.body).toBe(200);
    const rates = await parentRates();
    expect(copied.json()).toMatchObject({ imported: rates.size, skipped: 0 });
    const childRows = await asChild(() =>
      t.database.db
        .select({ title: services.title, price: services.unitPrice, category: categories.title })
        .from(services)
        .innerJoin(categories, eq(categories.id, services.categoryId)),
    );
    const childCategories = new Set(childRows.map((row) => row.category));
    expect(copied.json().categories_created).toBe(childCategories.size);
    // Every category the parent sells from, by its name (the parent's empty ones are not copied).
    for (const name of childCategories) expect(parentCategories.map((c) => c.title)).toContain(name);
    expect(childRows).toHaveLength(rates.size);
    for (const row of childRows) {
      const parent = rates.get(row.title);
      expect(row.category).toBe(parent?.category);
      expect(row.price, row.title).toBe(marked(parent?.rate ?? ""));
    }
  });

  it("a price change at the parent reaches the child's price by the markup rule at the next sync, once", async () => {
    const [service] = await t.database.db
      .select()
      .from(services)
      .where(and(eq(services.enabled, true), eq(services.type, "default")))
      .limit(1);
    if (!service) throw new Error("the demo catalogue has no default service");
    const raised = toDecimal(service.unitPrice).times(2).toFixed(4);
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/services/${service.id}`,
      headers: operator,
      payload: { price: raised },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const synced = (await onChild("POST", `/api/admin/providers/${providerId}/sync`)).json();
    expect(synced).toMatchObject({ added: 0, repriced: 1, disabled: 0, changes: { repriced: [service.title] } });
    const rate = (await parentRates()).get(service.title)?.rate ?? "";
    const [child] = await asChild(() => t.database.db.select().from(services).where(eq(services.title, service.title)));
    expect(child?.unitPrice).toBe(marked(rate));
    const again = (await onChild("POST", `/api/admin/providers/${providerId}/sync`)).json();
    expect(again).toMatchObject({ added: 0, repriced: 0, updated: 0, disabled: 0 });
  });

  it("what the parent stops selling is disabled on the child and said so", async () => {
    const [service] = await t.database.db.select().from(services).where(eq(services.enabled, true)).limit(1);
    await t.database.db
      .update(services)
      .set({ enabled: false })
      .where(eq(services.id, service?.id ?? 0));
    const synced = (await onChild("POST", `/api/admin/providers/${providerId}/sync`)).json();
    expect(synced).toMatchObject({ disabled: 1, changes: { disabled: [service?.title] } });
  });
});
