import { Writable } from "node:stream";
import { RESELLER_SERVICE_TYPES } from "@smm/domain";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { readConfig } from "../../../config";
import { type Database, pgliteDatabase } from "../../../db/client";
import { orderDetails, orders } from "../../../db/schema";
import { apiCustomer, insertService } from "../../../testing/fake-provider/fixtures";
import { freshPglite } from "../../../testing/template";

/**
 * Replays what API v2 client libraries send (PHP's http_build_query form posts, JSON bodies, query strings,
 * the X-Api-Key header) and checks the exact answers. Services of every type are manual here (no provider),
 * so nothing leaves the test.
 */
process.env.JOBS_POLL_MS = "0";

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
const logLines: string[] = [];
let customer: Awaited<ReturnType<typeof apiCustomer>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  database = pgliteDatabase(await freshPglite());
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({
    database,
    config: { ...readConfig({}), appDist: "/nonexistent", publicUrl: "http://localhost:3000" },
    logger: { level: "info", stream },
  });
  await app.ready();
  customer = await apiCustomer(app, database.db, "100000.00");
  const db = database.db;
  ids.default = await insertService(db, { unitPrice: "0.5000" });
  ids.noDrip = await insertService(db, { unitPrice: "0.5000", dripfeed: false, refill: false, cancel: false });
  ids.package = await insertService(db, { type: "Package", unitPrice: "2.5000", min: 1, max: 1 });
  ids.comments = await insertService(db, { type: "Custom Comments", unitPrice: "1.0000", min: 2, max: 100 });
  ids.mentions = await insertService(db, { type: "Mentions", unitPrice: "0.2000" });
  ids.subscriptions = await insertService(db, { type: "Subscriptions", unitPrice: "0.1000", min: 50, max: 1000 });
  ids.poll = await insertService(db, { type: "Poll", unitPrice: "0.3000" });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** What PHP's curl + http_build_query sends. */
const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
const call = async (fields: Record<string, string>) => {
  const response = await form({ key: customer.key, ...fields });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const add = async (fields: Record<string, string>) => (await call({ action: "add", ...fields })) as { order: number };
const balance = async () => ((await call({ action: "balance" })) as { balance: string }).balance;
const orderRow = async (id: number) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0];

describe("action=services", () => {
  it("lists every service with the exact field types", async () => {
    const list = (await call({ action: "services" })) as Record<string, unknown>[];
    const poll = list.find((service) => service.service === ids.poll);
    expect(poll).toEqual({
      service: ids.poll,
      name: expect.any(String),
      type: "Poll",
      category: expect.any(String),
      description: expect.any(String),
      rate: "300.00",
      min: "10",
      max: "10000",
      refill: true,
      cancel: true,
      dripfeed: true,
    });
    // The demo catalogue has a service of every type the API knows (each Mentions variant among them).
    expect(new Set(list.map((service) => service.type))).toEqual(new Set(RESELLER_SERVICE_TYPES));
  });
});

describe("action=add for every service type", () => {
  it("Default: link + quantity; junk and empty optional fields are ignored", async () => {
    const { order } = await add({
      service: String(ids.default),
      link: "https://instagram.com/p/1",
      quantity: "100",
      runs: "undefined",
      interval: "",
      foo: "bar",
    });
    expect(await orderRow(order)).toMatchObject({ quantity: 100, charge: "50.00", status: "pending" });
  });

  it("Default with drip-feed: runs × quantity charged, both or neither, only where allowed", async () => {
    const { order } = await add({
      service: String(ids.default),
      link: "https://instagram.com/p/2",
      quantity: "100",
      runs: "3",
      interval: "30",
    });
    expect(await orderRow(order)).toMatchObject({ quantity: 300, charge: "150.00" });
    const [details] = await database.db.select().from(orderDetails).where(eq(orderDetails.orderId, order));
    expect(details).toMatchObject({ runs: 3, intervalMinutes: 30, runQuantity: 100 });
    const base = { action: "add", link: "https://instagram.com/p/2", quantity: "100" };
    expect(await call({ ...base, service: String(ids.default), runs: "3" })).toEqual({ error: "Incorrect interval" });
    expect(await call({ ...base, service: String(ids.noDrip), runs: "3", interval: "5" })).toEqual({
      error: "Drip-feed is not available for this service",
    });
  });

  it("Package: link only, charged its rate", async () => {
    const { order } = await add({ service: String(ids.package), link: "https://instagram.com/acc" });
    expect(await orderRow(order)).toMatchObject({ quantity: 1, charge: "2500.00" });
  });

  it("Custom Comments: one per line, the quantity is the number of lines", async () => {
    const { order } = await add({
      service: String(ids.comments),
      link: "https://instagram.com/p/3",
      comments: "Great!\r\nLove it\n\nWow",
    });
    expect(await orderRow(order)).toMatchObject({ quantity: 3, charge: "3.00" });
    const [details] = await database.db.select().from(orderDetails).where(eq(orderDetails.orderId, order));
    expect(details?.fields).toMatchObject({ comments: "Great!\nLove it\nWow" });
  });

  it("Mentions: link, quantity, usernames", async () => {
    const { order } = await add({
      service: String(ids.mentions),
      link: "https://instagram.com/p/4",
      quantity: "50",
      usernames: "ada\nbola",
    });
    expect(await orderRow(order)).toMatchObject({ quantity: 50, charge: "10.00" });
  });

  it("the other Mentions variants take their own parameters (#17: they answered Incorrect request)", async () => {
    const db = database.db;
    const variant = (type: string) => insertService(db, { type, unitPrice: "0.2000", min: 2 });
    const link = "https://instagram.com/p/mv";
    const customList = await variant("Mentions Custom List");
    // The list gives the quantity: no `quantity` parameter.
    const listed = await add({ service: String(customList), link, usernames: "ada\nbola\ncy" });
    expect(await orderRow(listed.order)).toMatchObject({ quantity: 3, charge: "0.60" });
    const commented = await add({ service: String(customList), link, comments: "ada\nbola" });
    expect(await orderRow(commented.order)).toMatchObject({ quantity: 2 });
    expect(await call({ action: "add", service: String(customList), link, usernames: "ada" })).toEqual({
      error: "Quantity less than minimal 2",
    });
    for (const [type, fields, missing] of [
      ["Mentions with Hashtags", { usernames: "ada", hashtags: "#lagos" }, "Usernames are required"],
      ["Mentions Hashtag", { hashtag: "#lagos" }, "Hashtag is required"],
      ["Mentions User Followers", { username: "ada.styles" }, "Username is required"],
      ["Mentions Media Likers", { media: "https://instagram.com/p/liked" }, "Incorrect media link"],
    ] as const) {
      const service = String(await variant(type));
      const { order } = await add({ service, link, quantity: "10", ...fields });
      expect(await orderRow(order), type).toMatchObject({ quantity: 10, charge: "2.00" });
      const [details] = await database.db.select().from(orderDetails).where(eq(orderDetails.orderId, order));
      expect(details?.fields, type).toEqual({ type, ...fields });
      expect(await call({ action: "add", service, link, quantity: "10" }), type).toEqual({ error: missing });
    }
  });

  it("Subscriptions: username, min, max, posts, delay, expiry", async () => {
    const { order } = await add({
      service: String(ids.subscriptions),
      username: "ada.styles",
      min: "100",
      max: "200",
      posts: "5",
      delay: "30",
      expiry: "31/12/2026",
    });
    expect(await orderRow(order)).toMatchObject({ link: "ada.styles", quantity: 1000, charge: "100.00" });
    expect(
      await call({ action: "add", service: String(ids.subscriptions), username: "a", min: "300", max: "200" }),
    ).toEqual({ error: "Min must not be more than max" });
  });

  it("Poll: link, quantity, answer_number", async () => {
    const { order } = await add({
      service: String(ids.poll),
      link: "https://x.com/s/1",
      quantity: "20",
      answer_number: "2",
    });
    expect(await orderRow(order)).toMatchObject({ quantity: 20, charge: "6.00" });
  });

  it("answers the exact errors", async () => {
    const base = { action: "add", link: "https://instagram.com/p/5" };
    expect(await call({ ...base, service: "999999", quantity: "100" })).toEqual({ error: "Incorrect service ID" });
    expect(await call({ ...base, service: "abc", quantity: "100" })).toEqual({ error: "Incorrect service ID" });
    expect(await call({ ...base, service: String(ids.default), quantity: "5" })).toEqual({
      error: "Quantity less than minimal 10",
    });
    expect(await call({ ...base, service: String(ids.default), quantity: "10001" })).toEqual({
      error: "Quantity more than maximal 10000",
    });
    expect(await call({ ...base, service: String(ids.default), quantity: "9999" })).toEqual({
      order: expect.any(Number),
    });
    const poor = await apiCustomer(app, database.db, "1.00");
    const response = await form({ key: poor.key, ...base, service: String(ids.default), quantity: "100" });
    expect(response.json()).toEqual({ error: "Not enough funds on balance" });
    expect((await form({ key: "wrong", action: "balance" })).json()).toEqual({ error: "Invalid API key" });
    expect((await form({ action: "balance" })).json()).toEqual({ error: "Invalid API key" });
    expect(await call({ action: "launch" })).toEqual({ error: "Incorrect request" });
  });

  it("names what is wrong with an order (#34: each of these answered Incorrect request) and charges nothing", async () => {
    const before = await balance();
    const base = { action: "add", service: String(ids.default) };
    const link = "https://instagram.com/p/6";
    expect(await call({ ...base, link: "junk", quantity: "100" })).toEqual({ error: "Incorrect link" });
    expect(await call({ ...base, link: "javascript:alert(1)", quantity: "100" })).toEqual({ error: "Incorrect link" });
    expect(await call({ ...base, quantity: "100" })).toEqual({ error: "Incorrect link" });
    for (const quantity of ["abc", "10.5", "-10", ""]) {
      expect(await call({ ...base, link, quantity }), quantity).toEqual({ error: "Incorrect quantity" });
    }
    expect(await call({ action: "add", service: String(ids.comments), link })).toEqual({
      error: "Comments are required",
    });
    expect(await call({ action: "add", service: String(ids.poll), link, quantity: "20" })).toEqual({
      error: "Incorrect answer number",
    });
    expect(await balance()).toBe(before);
  });

  it("refuses an order under the ₦0.01 money floor (#33: 10 units at ₦0.0001 were charged ₦0.00)", async () => {
    const cheap = await insertService(database.db, { unitPrice: "0.0001", min: 10, max: 1000 });
    const before = await balance();
    expect(await call({ action: "add", service: String(cheap), link: "https://x.test/1", quantity: "10" })).toEqual({
      error: "Order total is less than the minimum charge of 0.01",
    });
    expect(await balance()).toBe(before);
    const { order } = await add({ service: String(cheap), link: "https://x.test/2", quantity: "50" });
    expect(await orderRow(order)).toMatchObject({ charge: "0.01" });
  });

  it("an Idempotency-Key retry places and charges once", async () => {
    const fields = {
      key: customer.key,
      action: "add",
      service: String(ids.default),
      link: "https://i.test/1",
      quantity: "10",
    };
    const first = (await form(fields, { "idempotency-key": "retry-1" })).json();
    const second = (await form(fields, { "idempotency-key": "retry-1" })).json();
    expect(first).toEqual({ order: expect.any(Number) });
    expect(second).toEqual(first);
  });
});

describe("transports", () => {
  it("JSON bodies, query strings and the X-Api-Key header", async () => {
    const json = await app.inject({
      method: "POST",
      url: "/api/v2",
      payload: { key: customer.key, action: "balance" },
    });
    expect(json.json()).toEqual({ balance: expect.stringMatching(/^\d+\.\d{2}$/), currency: "NGN" });
    const query = await app.inject({ method: "POST", url: `/api/v2?key=${customer.key}&action=balance` });
    expect(query.json()).toMatchObject({ currency: "NGN" });
    const get = await app.inject({ method: "GET", url: `/api/v2?key=${customer.key}&action=balance` });
    expect(get.json()).toMatchObject({ currency: "NGN" });
    const header = await app.inject({
      method: "POST",
      url: "/api/v2",
      headers: { "x-api-key": customer.key, "content-type": "application/x-www-form-urlencoded" },
      payload: "action=balance",
    });
    expect(header.json()).toMatchObject({ currency: "NGN" });
    const broken = await app.inject({
      method: "POST",
      url: "/api/v2",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toEqual({ error: "Incorrect request" });
  });

  it("never writes a key to the log", async () => {
    await app.inject({ method: "POST", url: `/api/v2?key=${customer.key}&action=balance` });
    await form({ key: customer.key, action: "services" });
    const log = logLines.join("");
    expect(log).toContain("/api/v2?key=[redacted]&action=balance");
    expect(log).not.toContain(customer.key);
  });
});

describe("status, refill and cancel", () => {
  it("status of one order, and of 100 at once with per-slot errors", async () => {
    const { order } = await add({ service: String(ids.default), link: "https://s.test/1", quantity: "10" });
    expect(await call({ action: "status", order: String(order) })).toEqual({
      charge: "5.00",
      start_count: "0",
      status: "Pending",
      remains: "10",
      currency: "NGN",
    });
    const placed: number[] = [];
    for (let i = 0; i < 98; i++)
      placed.push((await add({ service: String(ids.default), link: `https://s.test/${i}`, quantity: "10" })).order);
    const list = [...placed, 999999, "abc"].join(",");
    const answer = (await call({ action: "status", orders: list })) as Record<string, unknown>;
    expect(Object.keys(answer)).toHaveLength(100);
    expect(answer[String(placed[0])]).toMatchObject({ status: "Pending", currency: "NGN" });
    expect(answer["999999"]).toEqual({ error: "Incorrect order ID" });
    expect(answer.abc).toEqual({ error: "Incorrect order ID" });
    expect(await call({ action: "status", orders: [...placed, 1, 2, 3].join(",") })).toEqual({
      error: "Incorrect request",
    });
    expect(await call({ action: "status", order: "999999" })).toEqual({ error: "Incorrect order ID" });
  });

  it("drip-feed orders report their runs and child orders", async () => {
    const { order } = await add({
      service: String(ids.default),
      link: "https://d.test/1",
      quantity: "100",
      runs: "2",
      interval: "60",
    });
    await app.jobs.drain();
    const answer = (await call({ action: "status", order: String(order) })) as { orders: number[] };
    expect(answer).toMatchObject({ status: "Pending", runs: "1", orders: [expect.any(Number)] });
    // A run's id is its own: never the id of another order (#17: order 37 listed a Mentions order's id).
    const taken = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, answer.orders));
    expect(taken).toEqual([]);
  });

  it("refill: single and batch, with eligibility; refill_status single and batch", async () => {
    const done = (await add({ service: String(ids.default), link: "https://r.test/1", quantity: "10" })).order;
    const open = (await add({ service: String(ids.default), link: "https://r.test/2", quantity: "10" })).order;
    const noRefill = (await add({ service: String(ids.noDrip), link: "https://r.test/3", quantity: "10" })).order;
    await app.orders.setStatus(done, { status: "completed" });
    await app.orders.setStatus(noRefill, { status: "completed" });
    const single = (await call({ action: "refill", order: String(done) })) as { refill: number };
    expect(single).toEqual({ refill: expect.any(Number) });
    expect(await call({ action: "refill", order: String(open) })).toEqual({ error: "Order not eligible for refill" });
    expect(await call({ action: "refill", orders: [done, open, noRefill, 999999].join(",") })).toEqual([
      { order: done, refill: expect.any(Number) },
      { order: open, refill: { error: "Order not eligible for refill" } },
      { order: noRefill, refill: { error: "Order not eligible for refill" } },
      { order: 999999, refill: { error: "Incorrect order ID" } },
    ]);
    expect(await call({ action: "refill_status", refill: String(single.refill) })).toEqual({ status: "Pending" });
    expect(await call({ action: "refill_status", refill: "999999" })).toEqual({ error: "Refill not found" });
    expect(await call({ action: "refill_status", refills: `${single.refill},999999` })).toEqual([
      { refill: single.refill, status: "Pending" },
      { refill: 999999, status: { error: "Refill not found" } },
    ]);
  });

  it("cancel: a batch with per-order results, and a single order; manual services wait for the operator", async () => {
    const a = (await add({ service: String(ids.default), link: "https://c.test/1", quantity: "10" })).order;
    const b = (await add({ service: String(ids.noDrip), link: "https://c.test/2", quantity: "10" })).order;
    const answer = (await call({ action: "cancel", orders: `${a},${b},999999` })) as { cancel: unknown }[];
    expect(answer).toEqual([
      { order: a, cancel: expect.any(Number) },
      { order: b, cancel: { error: "Order not eligible for cancel" } },
      { order: 999999, cancel: { error: "Incorrect order ID" } },
    ]);
    expect(await call({ action: "cancel", order: String(a) })).toEqual({ cancel: answer[0]?.cancel });
    await app.jobs.drain();
    expect((await orderRow(a))?.status).toBe("pending");
  });
});
