import { describe, expect, it } from "vitest";
import { apiCustomer, insertService } from "../../../../testing/fake-provider/fixtures";
import { adminSuite } from "../test-helpers";

const t = adminSuite();

/** Places an API v2 order (manual services: nothing leaves the test) and reads it as the operator. */
async function placedAndRead(type: string, fields: Record<string, string>, fixture: { min?: number } = {}) {
  const customer = await apiCustomer(t.app, t.database.db, "100000.00");
  const service = await insertService(t.database.db, { type, ...fixture });
  const placed = (await customer.call({ action: "add", service: String(service), ...fields })) as { order: number };
  expect(placed.order, JSON.stringify(placed)).toEqual(expect.any(Number));
  const res = await t.app.inject({ url: `/api/admin/orders/${placed.order}`, headers: t.admin });
  expect(res.statusCode).toBe(200);
  return (res.json() as { extras: Array<{ name: string; label: string; value: string }> }).extras;
}

describe("the admin order detail shows what the customer gave (#17: manual typed orders could not be fulfilled)", () => {
  it("custom comments, one a line", async () => {
    const extras = await placedAndRead(
      "Custom Comments",
      { link: "https://instagram.com/p/c", comments: "Nice post!\nLove it" },
      { min: 2 },
    );
    expect(extras).toEqual([{ name: "comments", label: "Comments", value: "Nice post!\nLove it" }]);
  });

  it("mention usernames", async () => {
    const extras = await placedAndRead("Mentions", {
      link: "https://instagram.com/p/m",
      quantity: "10",
      usernames: "ada\nbob",
    });
    expect(extras).toEqual([{ name: "usernames", label: "Usernames", value: "ada\nbob" }]);
  });

  it("a poll answer", async () => {
    const extras = await placedAndRead("Poll", { link: "https://t.me/c/1", quantity: "10", answer_number: "2" });
    expect(extras).toEqual([{ name: "answer_number", label: "Answer number", value: "2" }]);
  });

  it("subscription fields", async () => {
    const extras = await placedAndRead("Subscriptions", {
      username: "ada",
      min: "10",
      max: "20",
      posts: "3",
      delay: "30",
      expiry: "12/31/2026",
    });
    expect(extras.map((extra) => [extra.label, extra.value])).toEqual([
      ["Username", "ada"],
      ["Minimum", "10"],
      ["Maximum", "20"],
      ["Posts", "3"],
      ["Delay (minutes)", "30"],
      ["Expiry", "12/31/2026"],
    ]);
  });

  it("drip-feed runs and interval", async () => {
    const extras = await placedAndRead("default", {
      link: "https://instagram.com/p/d",
      quantity: "100",
      runs: "3",
      interval: "15",
    });
    expect(extras.map((extra) => [extra.label, extra.value])).toEqual([
      ["Drip-feed runs", "3"],
      ["Interval (minutes)", "15"],
      ["Quantity per run", "100"],
    ]);
  });

  it("nothing for a plain order", async () => {
    expect(await placedAndRead("default", { link: "https://instagram.com/p/p", quantity: "10" })).toEqual([]);
  });
});
