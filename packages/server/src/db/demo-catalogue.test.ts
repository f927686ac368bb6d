import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminSuite } from "../routes/api/admin/test-helpers";
import { apiCustomer } from "../testing/fake-provider/fixtures";
import { services } from "./schema";

const t = adminSuite();

type Listed = { service: number; name: string; type: string; refill: boolean; cancel: boolean; dripfeed: boolean };

/** What each type asks for in API v2 `add`, as a customer's script sends it. */
const ORDER_OF: Record<string, Record<string, string>> = {
  Package: { link: "https://tiktok.com/@ada" },
  "Custom Comments": { link: "https://instagram.com/p/demo", comments: "Lovely!\nWhere is this?\nSo good\nWow\nNice" },
  Mentions: { link: "https://instagram.com/p/demo", quantity: "10", usernames: "ada\nbola" },
  "Mentions with Hashtags": {
    link: "https://instagram.com/p/demo",
    quantity: "10",
    usernames: "ada",
    hashtags: "#lagos",
  },
  "Mentions Custom List": { link: "https://instagram.com/p/demo", usernames: "ada\nbola\ncy\ndayo\neze" },
  "Mentions Hashtag": { link: "https://instagram.com/p/demo", quantity: "10", hashtag: "#lagos" },
  "Mentions User Followers": { link: "https://instagram.com/p/demo", quantity: "10", username: "ada.styles" },
  "Mentions Media Likers": { link: "https://instagram.com/p/demo", quantity: "10", media: "https://instagram.com/p/x" },
  Subscriptions: { username: "ada.styles", min: "100", max: "200", posts: "3" },
  Poll: { link: "https://instagram.com/stories/ada/1", quantity: "50", answer_number: "2" },
  Default: { link: "https://instagram.com/ada", quantity: "100", runs: "3", interval: "30" },
};

describe("the demo catalogue has a service of every type, each orderable from a fresh start (#17)", () => {
  it("lists every API v2 type, typed services with and without refill and cancel, and a drip-feed that allows both", async () => {
    const customer = await apiCustomer(t.app, t.database.db, "100000.00");
    const list = (await customer.call({ action: "services" })) as Listed[];
    const types = new Set(list.map((service) => service.type));
    expect([...types].sort()).toEqual(Object.keys(ORDER_OF).sort());
    const typed = list.filter((service) => service.type !== "Default");
    expect(typed.some((service) => service.refill && service.cancel)).toBe(true);
    expect(typed.some((service) => !service.refill && !service.cancel)).toBe(true);
    expect(list.some((service) => service.dripfeed && service.refill && service.cancel)).toBe(true);
    expect(list.some((service) => service.dripfeed && !service.refill && !service.cancel)).toBe(true);
  });

  it.each(Object.entries(ORDER_OF))(
    "places a %s order, and the operator reads what the customer gave",
    async (type, fields) => {
      const customer = await apiCustomer(t.app, t.database.db, "100000.00");
      const list = (await customer.call({ action: "services" })) as Listed[];
      const service = list.find((each) => each.type === type && (type !== "Default" || each.dripfeed));
      expect(service, type).toBeDefined();
      const placed = (await customer.call({ action: "add", service: String(service?.service), ...fields })) as {
        order: number;
      };
      expect(placed, JSON.stringify(placed)).toEqual({ order: expect.any(Number) });
      const detail = (await t.app.inject({ url: `/api/admin/orders/${placed.order}`, headers: t.admin })).json();
      // A package asks for nothing beyond its link.
      expect(detail.extras.length > 0, type).toBe(type !== "Package");
    },
  );
});

it("the demo's comment services (46–50, 56–60) are Custom Comments, so they take comments (#34)", async () => {
  const ids = [46, 47, 48, 49, 50, 56, 57, 58, 59, 60];
  const rows = await t.database.db
    .select({ id: services.id, title: services.title, type: services.type, dripfeed: services.dripfeed })
    .from(services)
    .where(inArray(services.id, ids));
  expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids);
  for (const row of rows) {
    expect(row.title, String(row.id)).toMatch(/Custom Comments \[/);
    // A comment order is ordered whole: only a default service is drip-fed.
    expect(row, row.title).toMatchObject({ type: "Custom Comments", dripfeed: false });
  }
});
