import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_ADDRESS_MESSAGE } from "../../../../services/providers";
import { createTestApp, type TestApp } from "../../../../testing";
import { adminAuth } from "../test-helpers";

process.env.JOBS_POLL_MS = "0";
process.env.PROVIDER_TIMEOUT_MS = "3000";

/** A server on this machine that records what reaches it and answers what the test sets. */
async function localServer(answer: (response: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const SECRET = "INTERNAL-ONLY-7731";

describe("provider URLs on a panel that calls only public addresses (the default)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  let internal: Awaited<ReturnType<typeof localServer>>;

  beforeAll(async () => {
    t = await createTestApp();
    auth = await adminAuth(t.app);
    internal = await localServer((response) => response.end(JSON.stringify({ balance: "1", currency: SECRET })));
  });
  afterAll(async () => {
    await t.close();
    await internal.close();
  });

  // Every spelling of this machine: the internal server must never be reached.
  it.each([
    (port: number) => `http://127.0.0.1:${port}/api/v2`,
    (port: number) => `http://localhost:${port}/api/v2`,
    (port: number) => `http://0x7f000001:${port}/api/v2`,
    (port: number) => `http://2130706433:${port}/api/v2`,
    (port: number) => `http://[::ffff:127.0.0.1]:${port}/api/v2`,
    (port: number) => `http://[::1]:${port}/api/v2`,
    (port: number) => `http://0.0.0.0:${port}/api/v2`,
  ])("refuses %s with a message on the URL field, without connecting", async (spell) => {
    const url = spell(internal.port);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/providers",
      headers: auth,
      payload: { url, key: "k" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ url: [PRIVATE_ADDRESS_MESSAGE] });
    expect(res.body).not.toContain(SECRET);
    expect(internal.hits).toEqual([]);
  });
});

describe("provider answers, with private addresses allowed (PROVIDER_ALLOW_PRIVATE_NETWORK=1)", () => {
  let t: TestApp;
  let auth: { authorization: string };
  const servers: Array<Awaited<ReturnType<typeof localServer>>> = [];
  const add = (url: string) =>
    t.app.inject({ method: "POST", url: "/api/admin/providers", headers: auth, payload: { url, key: "k" } });

  beforeAll(async () => {
    t = await createTestApp({ providerAllowPrivateNetwork: true });
    auth = await adminAuth(t.app);
  });
  afterAll(async () => {
    await t.close();
    for (const server of servers) await server.close();
  });

  it("does not follow a redirect", async () => {
    const target = await localServer((response) => response.end(JSON.stringify({ balance: "1", currency: "USD" })));
    const redirecting = await localServer((response) => {
      response.writeHead(302, { location: `http://127.0.0.1:${target.port}/` });
      response.end();
    });
    servers.push(target, redirecting);
    const res = await add(`http://127.0.0.1:${redirecting.port}/api/v2`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.key[0]).toContain("redirect (HTTP 302), which is not followed");
    expect(target.hits).toEqual([]);
  });

  it("never echoes an upstream's body, and cuts a provider's own error text short", async () => {
    const html = await localServer((response) => response.end(`<html><body>${SECRET} admin panel</body></html>`));
    const chatty = await localServer((response) => response.end(JSON.stringify({ error: `${"x".repeat(5000)}` })));
    servers.push(html, chatty);
    const page = await add(`http://127.0.0.1:${html.port}/`);
    expect(page.statusCode).toBe(422);
    expect(page.body).not.toContain(SECRET);
    expect(page.json().errors.key[0]).toBe(
      "The provider did not accept a balance check: The provider answered something that is not JSON (HTTP 200)",
    );
    const long = await add(`http://127.0.0.1:${chatty.port}/`);
    expect(long.json().errors.key[0].length).toBeLessThan(300);
  });
});
