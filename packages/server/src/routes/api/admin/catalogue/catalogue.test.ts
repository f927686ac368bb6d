import { CATEGORY_PLATFORM_MESSAGE } from "@smm/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { services, serviceUpdates, systemLog } from "../../../../db/schema";
import { registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: t.admin, ...(payload ? { payload } : {}) });

const newService = {
  categoryId: 1,
  title: "Instagram Saves [Fast]",
  description: "Saves from real-looking accounts",
  type: "Default",
  ratePer1000: "12.50",
  minAmount: 50,
  maxAmount: 10000,
  deliveryTime: "0-2 hours",
  features: ["Fast", "Non-drop"],
  isNew: true,
  refill: true,
};

describe("admin services", () => {
  it("lists with server-side paging, filter, search and sort", async () => {
    const page = (await call("GET", "/services?per_page=5&page=2&sort=price&direction=asc")).json();
    expect(page.meta).toMatchObject({ page: 2, per_page: 5, total: 75, last_page: 15 });
    expect(page.data).toHaveLength(5);
    const prices = page.data.map((s: { price: string }) => Number(s.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const tiktok = (await call("GET", "/services?platform=tiktok&per_page=100")).json();
    expect(tiktok.data.every((s: { platform: string }) => s.platform === "tiktok")).toBe(true);
    const found = (await call("GET", "/services?search=%234")).json();
    expect(found.data.map((s: { id: number }) => s.id)).toContain(4);
    expect((await call("GET", "/services?sort=nope")).statusCode).toBe(422);
  });

  it("creates a service from the per-1000 rate; customers see it and the Updates feed says so", async () => {
    const res = await call("POST", "/services", newService);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: newService.title,
      price: "0.0125",
      ratePer1000: "12.50",
      type: "default",
      mode: "manual",
      providerId: null,
      enabled: true,
      refill: true,
      features: ["Fast", "Non-drop"],
    });
    const catalogue = (await t.app.inject({ method: "GET", url: "/api/services?category_id=1" })).json();
    expect(catalogue.data.map((s: { id: number }) => s.id)).toContain(created.id);
    const feed = await t.database.db.select().from(serviceUpdates).where(eq(serviceUpdates.serviceId, created.id));
    expect(feed).toMatchObject([{ updateType: "service-changes", description: `New service: ${newService.title}` }]);
    const [audit] = await t.database.db
      .select()
      .from(systemLog)
      .where(eq(systemLog.target, `service:${created.id}`));
    expect(audit).toMatchObject({ type: "audit", action: "service.create" });
  });

  it("keeps the operator's cost per unit of a manual service; an empty one clears it", async () => {
    const res = await call("POST", "/services", { ...newService, unitCost: "0.008" });
    expect(res.statusCode).toBe(201);
    expect(res.json().unitCost).toBe("0.0080");
    const cleared = await call("PATCH", `/services/${res.json().id}`, { unitCost: null });
    expect(cleared.json().unitCost).toBeNull();
  });

  it("refuses bad input with a message per field and writes nothing", async () => {
    const count = async () => (await t.database.db.select().from(services)).length;
    const total = await count();
    const res = await call("POST", "/services", {
      categoryId: 999,
      title: "",
      price: "0.5",
      ratePer1000: "500",
      minAmount: 100,
      maxAmount: 10,
      type: "Weird",
      isNew: "yes",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      title: ["The title is required."],
      price: ["Give the price per unit or the rate per 1000, not both."],
      deliveryTime: ["The delivery time is required."],
      isNew: ["The isNew field must be true or false."],
      type: [
        "The type must be one of: default, Package, Custom Comments, Mentions, Mentions with Hashtags, Mentions Custom List, Mentions Hashtag, Mentions User Followers, Mentions Media Likers, Subscriptions, Poll.",
      ],
      minAmount: ["The minimum cannot be above the maximum."],
    });
    const unknownCategory = await call("POST", "/services", { ...newService, categoryId: 999 });
    expect(unknownCategory.json().errors).toEqual({ categoryId: ["Choose an existing category."] });
    expect(await count()).toBe(total);
  });

  it("edits and disables; each change enters the feed and a disabled service leaves the catalogue", async () => {
    const customer = await registerCustomer(t.app);
    const res = await call("PATCH", "/services/3", { ratePer1000: "99999.90", maxAmount: 777, enabled: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 3, price: "99.9999", maxAmount: 777, enabled: false });
    const feed = (
      await t.app.inject({ method: "GET", url: "/api/service-updates?search=%233", headers: customer.auth })
    ).json();
    expect(feed.data.map((u: { updateType: string }) => u.updateType).sort()).toEqual([
      "price-increase",
      "service-changes",
    ]);
    const catalogue = (await t.app.inject({ method: "GET", url: "/api/services" })).json();
    expect(catalogue.data.map((s: { id: number }) => s.id)).not.toContain(3);
    const order = await t.app.inject({
      method: "POST",
      url: "/api/orders",
      headers: { ...customer.auth, "idempotency-key": "disabled-1" },
      payload: { service_id: 3, link: "https://instagram.com/p/x", quantity: 100 },
    });
    expect(order.statusCode).toBe(422);
    expect((await call("PATCH", "/services/999999", { title: "x" })).statusCode).toBe(404);
  });

  it("bulk price change by percentage is exact, rounds half-up to 4 places and feeds the Updates page", async () => {
    const before = (await call("GET", "/services?category_id=2&per_page=100")).json().data as Array<{
      id: number;
      price: string;
    }>;
    const res = await call("POST", "/services/bulk-price", { percent: "12.5", categoryId: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().updated).toBe(before.length);
    const after = (await call("GET", "/services?category_id=2&per_page=100")).json().data as Array<{
      id: number;
      price: string;
    }>;
    for (const service of before) {
      const expected = (Math.round(Number(service.price) * 1.125 * 1e4 + 1e-9) / 1e4).toFixed(4);
      expect(after.find((s) => s.id === service.id)?.price).toBe(expected);
    }
    const feed = await t.database.db
      .select()
      .from(serviceUpdates)
      .where(eq(serviceUpdates.updateType, "price-increase"));
    expect(feed.length).toBeGreaterThanOrEqual(before.length);
    const bad = await call("POST", "/services/bulk-price", { percent: "-100" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.percent).toEqual(["The percentage must not be 0 and must be above -100."]);
  });

  it("bulk price change takes the percentage as a JSON number too, with the same rules", async () => {
    const [service] = (await call("GET", "/services?category_id=2&per_page=1")).json().data as Array<{
      id: number;
      price: string;
    }>;
    if (!service) throw new Error("the demo catalogue has no service in category 2");
    const res = await call("POST", "/services/bulk-price", { percent: -10, serviceIds: [service.id] });
    expect(res.statusCode).toBe(200);
    const after = (await call("GET", `/services/${service.id}`)).json() as { price: string };
    expect(after.price).toBe((Math.round(Number(service.price) * 0.9 * 1e4 + 1e-9) / 1e4).toFixed(4));
    for (const percent of [0, -100, 1e21, 12.345]) {
      const bad = await call("POST", "/services/bulk-price", { percent, serviceIds: [service.id] });
      expect(bad.statusCode).toBe(422);
    }
  });
});

describe("admin categories", () => {
  it("creates, lists in sort order, edits and disables (hiding it from customers)", async () => {
    const res = await call("POST", "/categories", { title: "TikTok Shares", platform: "tiktok", icon: "tiktok" });
    expect(res.statusCode).toBe(201);
    const category = res.json();
    expect(category).toMatchObject({ title: "TikTok Shares", platform: "tiktok", enabled: true, serviceCount: 0 });
    const list = (await call("GET", "/categories")).json().data as Array<{ id: number; sortOrder: number }>;
    expect(list.at(-1)?.id).toBe(category.id);
    const orders = list.map((c) => c.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const edited = await call("PATCH", `/categories/${category.id}`, { enabled: false, sortOrder: 0 });
    expect(edited.json()).toMatchObject({ enabled: false, sortOrder: 0 });
    const publicList = (await t.app.inject({ method: "GET", url: "/api/categories" })).json().data;
    expect(publicList.map((c: { id: number }) => c.id)).not.toContain(category.id);
    const bad = await call("POST", "/categories", { title: "X", platform: "myspace", icon: "globe" });
    expect(bad.json().errors).toEqual({ platform: [CATEGORY_PLATFORM_MESSAGE] });
  });

  it("sells under any platform of the domain's list: a Telegram category with a service is in the catalogue (#36)", async () => {
    const category = await call("POST", "/categories", {
      title: "Telegram Members",
      platform: "telegram",
      icon: "telegram",
    });
    expect(category.statusCode).toBe(201);
    expect(category.json()).toMatchObject({ platform: "telegram", icon: "telegram" });
    const before = (await t.app.inject({ method: "GET", url: "/api/catalogue" })).json();
    // A platform with no service on sale gets no button.
    expect(before.platforms.map((p: { id: string }) => p.id)).not.toContain("telegram");
    const service = await call("POST", "/services", {
      ...newService,
      categoryId: category.json().id,
      title: "Members",
    });
    expect(service.statusCode).toBe(201);
    const catalogue = (await t.app.inject({ method: "GET", url: "/api/catalogue" })).json();
    expect(catalogue.platforms.map((p: { id: string }) => p.id)).toEqual([
      "all",
      "instagram",
      "youtube",
      "tiktok",
      "telegram",
    ]);
    expect(catalogue.platforms.at(-1)).toEqual({ id: "telegram", name: "Telegram", icon: "telegram" });
    expect(catalogue.services.find((s: { id: number }) => s.id === service.json().id)).toMatchObject({
      platform: "telegram",
      category: "Telegram Members",
    });
  });

  it("refuses a platform outside the list with 422 and the field's message, on create and edit (#36)", async () => {
    const created = await call("POST", "/categories", { title: "Myspace Friends", platform: "myspace", icon: "globe" });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ platform: [CATEGORY_PLATFORM_MESSAGE] });
    expect(CATEGORY_PLATFORM_MESSAGE).toBe(
      "The platform must be one of: instagram, youtube, tiktok, facebook, x, telegram, spotify, twitch, discord, website, other.",
    );
    const [first] = (await call("GET", "/categories")).json().data as Array<{ id: number; platform: string }>;
    const edited = await call("PATCH", `/categories/${first?.id}`, { platform: 42 });
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors).toEqual({ platform: [CATEGORY_PLATFORM_MESSAGE] });
    const website = await call("PATCH", `/categories/${first?.id}`, { platform: "website" });
    expect(website.json()).toMatchObject({ platform: "website" });
    await call("PATCH", `/categories/${first?.id}`, { platform: first?.platform });
  });

  it("counts each category's services (#17: every demo category showed 1)", async () => {
    const list = (await call("GET", "/categories")).json().data as Array<{ title: string; serviceCount: number }>;
    expect(list.find((category) => category.title === "Instagram Likes")?.serviceCount).toBe(5);
    expect(list.find((category) => category.title === "Instagram Mentions")?.serviceCount).toBe(6);
  });

  it("takes an icon only from the platform icons the catalogue draws (#17: the icon was free text)", async () => {
    const iconMessage =
      "The icon must be one of: instagram, youtube, tiktok, facebook, twitter, telegram, spotify, twitch, discord, globe.";
    const created = await call("POST", "/categories", { title: "Free text", platform: "tiktok", icon: "share" });
    expect(created.statusCode).toBe(422);
    expect(created.json().errors).toEqual({ icon: [iconMessage] });
    const [first] = (await call("GET", "/categories")).json().data as Array<{ id: number; icon: string }>;
    const edited = await call("PATCH", `/categories/${first?.id}`, { icon: "<svg onload=alert(1)>" });
    expect(edited.json().errors).toEqual({ icon: [iconMessage] });
    expect((await call("GET", "/categories")).json().data[0].icon).toBe(first?.icon);
    const telegram = await call("PATCH", `/categories/${first?.id}`, { icon: "telegram" });
    expect(telegram.json()).toMatchObject({ icon: "telegram" });
  });
});
