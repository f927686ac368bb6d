import { paginationWindow, UPDATES_PAGE_SIZE } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { loginDemo } from "../../../testing";
import { adminSuite } from "../admin/test-helpers";

const t = adminSuite();

type UpdateRow = { id: number; service: string; updateType: string; oldPrice: string; newPrice: string };

async function updatesOf(search: string): Promise<UpdateRow[]> {
  const demo = await loginDemo(t.app);
  const res = await t.app.inject({
    method: "GET",
    url: `/api/service-updates?search=${encodeURIComponent(search)}`,
    headers: demo.auth,
  });
  return res.json().data;
}

describe("the Updates history", () => {
  it("keeps the prices of its moment: a later price change does not rewrite earlier rows", async () => {
    const admin = (method: "POST" | "PATCH", url: string, payload: object) =>
      t.app.inject({ method, url: `/api/admin${url}`, headers: t.admin, payload });
    const created = await admin("POST", "/services", {
      categoryId: 1,
      title: "Instagram Saves [History]",
      type: "Default",
      ratePer1000: "2500",
      minAmount: 10,
      maxAmount: 1000,
      deliveryTime: "0-2 hours",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    expect((await admin("PATCH", `/services/${id}`, { features: ["Fast"], deliveryTime: "0-1 hour" })).statusCode).toBe(
      200,
    );
    expect((await admin("PATCH", `/services/${id}`, { ratePer1000: "2750" })).statusCode).toBe(200);

    const rows = await updatesOf("Instagram Saves [History]");
    // Newest first: the price change, the features and delivery change, the creation.
    expect(rows.map(({ updateType, oldPrice, newPrice }) => [updateType, oldPrice, newPrice])).toEqual([
      ["price-increase", "2.50", "2.75"],
      ["new-features", "2.50", "2.50"],
      ["service-changes", "2.50", "2.50"],
      ["service-changes", "2.50", "2.50"],
    ]);
  });

  it("the demo history fills more than seven pages of ten, so the page size and the 7-page window show", async () => {
    const demo = await loginDemo(t.app);
    const res = await t.app.inject({ method: "GET", url: "/api/service-updates", headers: demo.auth });
    const { data, meta } = res.json();
    expect(data).toHaveLength(UPDATES_PAGE_SIZE);
    expect(meta.last_page).toBeGreaterThan(7);
    expect(paginationWindow(1, meta.last_page)).toHaveLength(7);
    // Every demo row reads a real change: price rows move the price, the others keep it.
    for (const row of data as UpdateRow[]) {
      if (row.updateType.startsWith("price-")) expect(row.oldPrice).not.toBe(row.newPrice);
      else expect(row.oldPrice).toBe(row.newPrice);
    }
  });
});
