import { PARENT_PANEL_URL } from "@smm/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPanel } from "../../../db/panel-context";
import { panels, providers, services } from "../../../db/schema";
import { activeChildPanel, createTestApp, type TestApp } from "../../../testing";
import { adminAuth } from "../admin/test-helpers";

/**
 * Issue 34: a child panel's customers order through the key this panel gave the child (charged to its owner here).
 * The owner's Order History labels those orders with the panel's domain and can show them apart from their own.
 */
process.env.JOBS_POLL_MS = "0";
let t: TestApp;
let owner: { authorization: string };
let serviceId: number;
let ownOrder: number;
let panelOrder: number;

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: "panels.test" });
  const ordered = await activeChildPanel(t.app, t.database.db, "resold.com", await adminAuth(t.app));
  owner = ordered.customer.auth;
  const [child] = await t.database.db.select().from(panels).where(eq(panels.orderId, ordered.panel.id));
  if (!child) throw new Error("the child panel runs");
  // The key the child calls this panel with: its provider that is its parent.
  const [parent] = await withPanel(child.id, () =>
    t.database.db.select().from(providers).where(eq(providers.url, PARENT_PANEL_URL)),
  );
  if (!parent) throw new Error("the child is supplied by this panel");
  const [service] = await t.database.db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.type, "default"), eq(services.title, "Instagram Followers [Basic]")));
  serviceId = service?.id ?? 0;
  const web = await t.app.inject({
    method: "POST",
    url: "/api/orders",
    headers: owner,
    payload: { service_id: serviceId, link: "https://instagram.com/own", quantity: 100 },
  });
  expect(web.statusCode).toBe(201);
  ownOrder = web.json().id;
  const api = await t.app.inject({
    method: "POST",
    url: "/api/v2",
    payload: {
      key: parent.apiKey,
      action: "add",
      service: serviceId,
      link: "https://instagram.com/theirs",
      quantity: 100,
    },
  });
  panelOrder = api.json().order;
  expect(panelOrder).toBeGreaterThan(0);
});
afterAll(() => t.close());

const history = async (query = "") =>
  (await t.app.inject({ method: "GET", url: `/api/orders${query}`, headers: owner })).json() as {
    data: Array<{ id: number; from_panel?: string }>;
    meta: { total: number };
  };

describe("a child panel owner's Order History", () => {
  it("labels the orders their panel forwarded with its domain, and only those", async () => {
    const { data } = await history();
    expect(data.find((order) => order.id === panelOrder)?.from_panel).toBe("resold.com");
    const own = data.find((order) => order.id === ownOrder);
    expect(own).toBeDefined();
    expect(own).not.toHaveProperty("from_panel");
  });

  it("shows their own orders or their panels' apart", async () => {
    expect((await history("?origin=panels")).data.map((order) => order.id)).toEqual([panelOrder]);
    const own = (await history("?origin=own")).data.map((order) => order.id);
    expect(own).toContain(ownOrder);
    expect(own).not.toContain(panelOrder);
    expect((await history("?origin=all")).meta.total).toBe((await history()).meta.total);
  });

  it("refuses an unknown origin with a 422", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/orders?origin=theirs", headers: owner });
    expect(res.statusCode).toBe(422);
  });
});
