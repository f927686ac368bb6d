import { LIST_PRICING, ORDER_FIELD_MESSAGES, priceOrder } from "@smm/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../../app";
import { readConfig } from "../../../config";
import { type Database, pgliteDatabase } from "../../../db/client";
import { orderDetails, orders, users } from "../../../db/schema";
import { apiCustomer, insertService, type ServiceFixture } from "../../../testing/fake-provider/fixtures";
import { freshPglite } from "../../../testing/template";

/**
 * Issue 34: for every service type, what the web order, the mass order and API v2 `add` charge is the domain's one
 * charge rule (`priceOrder`, what the New Order and Mass Order totals show), and an order that misses its type's
 * fields is refused on every path before anything is charged.
 */
process.env.JOBS_POLL_MS = "0";

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
let customer: Awaited<ReturnType<typeof apiCustomer>>;

beforeAll(async () => {
  database = pgliteDatabase(await freshPglite());
  app = await buildApp({
    database,
    config: { ...readConfig({}), appDist: "/nonexistent", publicUrl: "http://localhost:3000" },
    logger: false,
  });
  await app.ready();
  customer = await apiCustomer(app, database.db, "1000000.00");
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const link = "https://instagram.com/p/typed";
/** Each type's service and an order of it as the New Order form sends it (API v2 takes the same parameters). */
const CASES: Array<[string, ServiceFixture, Record<string, string>]> = [
  ["Default", { unitPrice: "0.5000" }, { link, quantity: "150" }],
  ["Default drip-feed", { unitPrice: "0.5000" }, { link, quantity: "100", runs: "3", interval: "30" }],
  ["Package", { type: "Package", unitPrice: "2.5000", min: 1, max: 1 }, { link }],
  ["Custom Comments", { type: "Custom Comments", unitPrice: "1.0000", min: 2 }, { link, comments: "Nice\nWow\nGreat" }],
  ["Mentions", { type: "Mentions", unitPrice: "0.2000" }, { link, quantity: "50", usernames: "ada\nbola" }],
  [
    "Mentions with Hashtags",
    { type: "Mentions with Hashtags", unitPrice: "0.2000" },
    { link, quantity: "50", usernames: "ada", hashtags: "#lagos" },
  ],
  [
    "Mentions Custom List",
    { type: "Mentions Custom List", unitPrice: "0.2000", min: 2 },
    { link, usernames: "a\nb\nc" },
  ],
  ["Mentions Hashtag", { type: "Mentions Hashtag", unitPrice: "0.2000" }, { link, quantity: "40", hashtag: "#lagos" }],
  [
    "Mentions User Followers",
    { type: "Mentions User Followers", unitPrice: "0.2000" },
    { link, quantity: "40", username: "ada.styles" },
  ],
  [
    "Mentions Media Likers",
    { type: "Mentions Media Likers", unitPrice: "0.2000" },
    { link, quantity: "40", media: "https://instagram.com/p/liked" },
  ],
  [
    "Subscriptions",
    { type: "Subscriptions", unitPrice: "0.1000", min: 50, max: 1000 },
    { username: "ada.styles", min: "100", max: "200", posts: "4", delay: "30" },
  ],
  ["Poll", { type: "Poll", unitPrice: "0.3000" }, { link, quantity: "20", answer_number: "2" }],
];

const balance = async () =>
  (await database.db.select({ balance: users.balance }).from(users).where(eq(users.id, customer.user.id)))[0]?.balance;

const webOrder = (payload: Record<string, unknown>) =>
  app.inject({ method: "POST", url: "/api/orders", headers: customer.auth, payload });

describe.each(CASES)("%s", (_name, fixture, given) => {
  let serviceId: number;
  let expected: { quantity: number; charge: string };
  beforeAll(async () => {
    serviceId = await insertService(database.db, fixture);
    const priced = priceOrder(
      {
        id: serviceId,
        unitPrice: fixture.unitPrice ?? "1",
        type: fixture.type,
        dripfeed: true,
        min: fixture.min ?? 10,
        max: fixture.max ?? 10_000,
      },
      given,
      LIST_PRICING,
    );
    if (!priced.ok) throw new Error(JSON.stringify(priced.problems));
    expected = { quantity: priced.order.quantity, charge: priced.order.charge };
  });

  it("the web order is charged what the form shows, and keeps the type's fields", async () => {
    const before = await balance();
    const response = await webOrder({ service_id: serviceId, ...given });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject(expected);
    expect(Number(before) - Number(await balance())).toBeCloseTo(Number(expected.charge), 2);
    const [details] = await database.db.select().from(orderDetails).where(eq(orderDetails.orderId, response.json().id));
    if (fixture.type) expect(details?.fields).toMatchObject({ type: fixture.type });
  });

  it("API v2 charges the same", async () => {
    const answer = (await customer.call({ action: "add", service: String(serviceId), ...given })) as { order: number };
    expect(answer).toEqual({ order: expect.any(Number) });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, answer.order));
    expect(row).toMatchObject(expected);
  });
});

describe("an order that misses its type's fields", () => {
  it("is refused on the web with the field's message, and nothing is charged (#34: demo order #13 was charged ₦75)", async () => {
    const comments = await insertService(database.db, { type: "Custom Comments", unitPrice: "1.0000", min: 2 });
    const poll = await insertService(database.db, { type: "Poll", unitPrice: "0.3000" });
    const before = await balance();
    const refused = await webOrder({ service_id: comments, link, quantity: "75" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ comments: [ORDER_FIELD_MESSAGES.commentsRequired] });
    const noAnswer = await webOrder({ service_id: poll, link, quantity: "20" });
    expect(noAnswer.json().errors).toEqual({ answer_number: [ORDER_FIELD_MESSAGES.answerRequired] });
    expect(await balance()).toBe(before);
  });
});

describe("Mass Order", () => {
  it("charges two packages their price each (#34: shown ₦6.50 for ₦6,500)", async () => {
    const pack = await insertService(database.db, { type: "Package", unitPrice: "3.2500", min: 1, max: 1 });
    const before = await balance();
    const response = await app.inject({
      method: "POST",
      url: "/api/mass-orders",
      headers: customer.auth,
      payload: { orders: [1, 2].map((n) => ({ service_id: pack, link: `${link}/${n}`, quantity: 1 })) },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().orders.map((order: { charge: string }) => order.charge)).toEqual(["3250.00", "3250.00"]);
    expect((Number(before) - Number(await balance())).toFixed(2)).toBe("6500.00");
  });

  it("refuses a type a line cannot order, with a line message", async () => {
    const comments = await insertService(database.db, { type: "Custom Comments", unitPrice: "1.0000" });
    const response = await app.inject({
      method: "POST",
      url: "/api/mass-orders",
      headers: customer.auth,
      payload: { orders: [{ service_id: comments, link, quantity: 10 }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.orders).toEqual([
      `Line 1: Service ID ${comments} is a Custom Comments service: order it on New Order`,
    ]);
  });

  it("refuses a line under the ₦0.01 money floor, as the web order and API v2 do", async () => {
    const cheap = await insertService(database.db, { unitPrice: "0.0001", min: 10, max: 1000 });
    const mass = await app.inject({
      method: "POST",
      url: "/api/mass-orders",
      headers: customer.auth,
      payload: { orders: [{ service_id: cheap, link, quantity: 10 }] },
    });
    expect(mass.json().errors.orders).toEqual([`Line 1: ${ORDER_FIELD_MESSAGES.chargeBelowMinimum}`]);
    const web = await webOrder({ service_id: cheap, link, quantity: "10" });
    expect(web.json().errors).toEqual({ quantity: [ORDER_FIELD_MESSAGES.chargeBelowMinimum] });
  });
});
