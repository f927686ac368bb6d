import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../testing";
import { apiCustomer, insertService } from "../../../testing/fake-provider/fixtures";

/** What PHP's curl sends when CURLOPT_POSTFIELDS is an array: multipart/form-data, one part per field. */
function multipart(fields: Record<string, string>, file?: { name: string; content: string }) {
  const boundary = "------------------------phpcurl7d1f";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file) {
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="x.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\n${file.content}\r\n`,
    );
  }
  return { payload: `${parts.join("")}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}

let t: TestApp;
let customer: Awaited<ReturnType<typeof apiCustomer>>;
let serviceId: number;
beforeAll(async () => {
  t = await createTestApp();
  customer = await apiCustomer(t.app, t.database.db, "1000.00");
  serviceId = await insertService(t.database.db, { unitPrice: "0.5000" });
});
afterAll(() => t.close());

const post = (fields: Record<string, string>, file?: { name: string; content: string }) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: "POST",
    url: "/api/v2",
    headers: { "content-type": body.contentType },
    payload: body.payload,
  });
};

describe("POST /api/v2 with a multipart/form-data body", () => {
  it("answers like the same fields form-encoded", async () => {
    const balance = await post({ key: customer.key, action: "balance" });
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual(await customer.call({ action: "balance" }));
    expect(balance.json()).toMatchObject({ balance: "1000.00" });
  });

  it("places an order, ignoring a stray file part", async () => {
    const fields = {
      key: customer.key,
      action: "add",
      service: String(serviceId),
      link: "https://x.com/p",
      quantity: "100",
    };
    const res = await post(fields, { name: "junk", content: "ignored" });
    expect(res.statusCode).toBe(200);
    const { order } = res.json() as { order: number };
    expect(order).toBeGreaterThan(0);
    expect(await customer.call({ action: "status", order: String(order) })).toMatchObject({
      charge: "50.00",
      status: "Pending",
    });
  });

  it("keeps the API's errors: HTTP 200 with {error}", async () => {
    const wrongKey = await post({ key: "not-a-key", action: "balance" });
    expect(wrongKey.statusCode).toBe(200);
    expect(wrongKey.json()).toEqual({ error: "Invalid API key" });
    const noAction = await post({ key: customer.key });
    expect(noAction.statusCode).toBe(200);
    expect(noAction.json()).toEqual({ error: "Incorrect request" });
  });
});
