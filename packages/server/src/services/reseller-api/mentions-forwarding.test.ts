import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing";
import { type FakeProvider, startFakeProvider } from "../../testing/fake-provider";
import { apiCustomer, insertProvider, insertService } from "../../testing/fake-provider/fixtures";

// The test drives the worker by hand.
process.env.JOBS_POLL_MS = "0";

let t: TestApp;
let fake: FakeProvider;
let providerId: number;
let customer: Awaited<ReturnType<typeof apiCustomer>>;

beforeAll(async () => {
  // The fake provider listens on loopback, which only PROVIDER_ALLOW_PRIVATE_NETWORK lets the panel call.
  t = await createTestApp({ providerAllowPrivateNetwork: true });
  fake = await startFakeProvider();
  providerId = await insertProvider(t.database.db, fake);
  customer = await apiCustomer(t.app, t.database.db, "100000.00");
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe("a Mentions variant's order reaches its provider with the variant's own parameter", () => {
  it.each([
    ["Mentions with Hashtags", { usernames: "ada", hashtags: "#lagos" }],
    ["Mentions Hashtag", { hashtag: "#lagos" }],
    ["Mentions User Followers", { username: "ada.styles" }],
    ["Mentions Media Likers", { media: "https://instagram.com/p/liked" }],
  ])("%s", async (type, fields) => {
    // One provider service per variant (a provider's service is resold once).
    const remote = type.replaceAll(" ", "-");
    const serviceId = await insertService(t.database.db, { type, provider: { id: providerId, serviceId: remote } });
    const link = `https://instagram.com/p/${remote}`;
    const placed = await customer.call({ action: "add", service: String(serviceId), link, quantity: "10", ...fields });
    expect(placed).toEqual({ order: expect.any(Number) });
    await t.app.jobs.drain();
    expect(fake.requests).toContainEqual({ action: "add", service: remote, link, quantity: "10", ...fields });
  });
});
