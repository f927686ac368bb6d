import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing";
import { apiCustomer } from "../../../testing/fake-provider/fixtures";

/** The limit is read when the route is registered; a small one keeps the test short. */
const LIMIT = 3;

let t: TestApp;
let first: Awaited<ReturnType<typeof apiCustomer>>;
let second: Awaited<ReturnType<typeof apiCustomer>>;
beforeAll(async () => {
  const previous = process.env.API_V2_RATE_LIMIT;
  process.env.API_V2_RATE_LIMIT = String(LIMIT);
  try {
    t = await createTestApp();
  } finally {
    if (previous === undefined) delete process.env.API_V2_RATE_LIMIT;
    else process.env.API_V2_RATE_LIMIT = previous;
  }
  first = await apiCustomer(t.app, t.database.db, "10.00");
  second = await apiCustomer(t.app, t.database.db, "10.00");
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) =>
  t.app.inject({
    method: "POST",
    url: "/api/v2",
    payload: new URLSearchParams(fields).toString(),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });

function multipart(fields: Record<string, string>) {
  const boundary = "----ratelimit";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return t.app.inject({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: `${parts.join("")}--${boundary}--\r\n`,
  });
}

describe("POST /api/v2 rate limit", () => {
  it("limits each key on its own, whichever way the key is sent, and says why with 429", async () => {
    // Form, multipart and the X-Api-Key header all count against the first key (all from the same address).
    expect((await form({ key: first.key, action: "balance" })).statusCode).toBe(200);
    expect((await multipart({ key: first.key, action: "balance" })).json()).toMatchObject({ currency: "NGN" });
    const byHeader = await t.app.inject({
      method: "POST",
      url: "/api/v2",
      headers: { "x-api-key": first.key },
      payload: { action: "balance" },
    });
    expect(byHeader.statusCode).toBe(200);

    const over = await multipart({ key: first.key, action: "balance" });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ error: `Too many requests: at most ${LIMIT} a minute per key` });
    expect((await form({ key: first.key, action: "balance" })).statusCode).toBe(429);

    // The same address with another key is not limited: the count is per key, multipart included.
    const other = await multipart({ key: second.key, action: "balance" });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ balance: "10.00" });
  });
});
