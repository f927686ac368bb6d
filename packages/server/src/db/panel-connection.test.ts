import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPanel } from "../services/panels/provision";
import { createTestApp, fundCustomer, registerCustomer, type TestApp } from "../testing";
import { settingStatements } from "./panel-connection";
import { MAIN_PANEL_ID } from "./panel-context";
import { services } from "./schema";

/**
 * What the panel context costs the main panel's order path: the connection is set to a panel only when it last
 * served another, so a panel's own traffic sends no statement beyond its queries.
 */
process.env.JOBS_POLL_MS = "0";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: "panels.test" });
  await createPanel(t.database.db, { name: "child", domain: null, parentId: MAIN_PANEL_ID });
});
afterAll(() => t.close());

describe("the panel's connection setting", () => {
  it("costs the main panel's orders no statement, and one per change of panel", async () => {
    const { app } = t;
    const customer = await registerCustomer(app);
    await fundCustomer(t.database.db, customer.user.id, "100000.00");
    const [service] = await t.database.db.select().from(services).where(eq(services.id, 1));
    const quantity = service?.minAmount ?? 100;
    const order = (i: number) =>
      app.inject({
        method: "POST",
        url: "/api/orders",
        headers: customer.auth,
        payload: { service_id: 1, link: `https://instagram.com/p/setting${i}`, quantity },
      });
    expect((await order(0)).statusCode).toBe(201);
    const before = settingStatements.sent;
    for (let i = 1; i <= 20; i++) expect((await order(i)).statusCode).toBe(201);
    expect(settingStatements.sent - before).toBe(0);

    // A request of another panel moves the connection there, and the next main order moves it back: two in all.
    const child = await app.inject({ url: "/api/settings", headers: { host: "child.panels.test" } });
    expect(child.statusCode).toBe(200);
    expect((await order(21)).statusCode).toBe(201);
    expect(settingStatements.sent - before).toBe(2);
  });
});
