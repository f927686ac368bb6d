import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../testing";

/**
 * HTTPS-only promises (HSTS, the XSRF cookie's Secure flag) are made when the request came over HTTPS: through the
 * proxy TRUST_PROXY names, which says so in X-Forwarded-Proto. Anyone else's X-Forwarded-Proto is not believed.
 */
const PROXY = "10.20.0.1";
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustProxy: PROXY });
});
afterAll(() => t.close());

async function answer(remoteAddress: string, proto?: string) {
  const res = await t.app.inject({
    method: "GET",
    url: "/api/health",
    remoteAddress,
    headers: proto ? { "x-forwarded-proto": proto } : {},
  });
  const xsrf = res.cookies.find((cookie) => cookie.name === "XSRF-TOKEN");
  expect(xsrf).toBeDefined();
  return { hsts: res.headers["strict-transport-security"], secure: xsrf?.secure === true };
}

describe("HTTPS-only headers and cookies", () => {
  it("over HTTPS through the trusted proxy: HSTS and a Secure XSRF cookie", async () => {
    expect(await answer(PROXY, "https")).toEqual({ hsts: "max-age=31536000; includeSubDomains", secure: true });
  });

  it("over plain HTTP: no HSTS, a cookie without Secure (it could not be set otherwise)", async () => {
    expect(await answer(PROXY, "http")).toEqual({ hsts: undefined, secure: false });
    expect(await answer(PROXY)).toEqual({ hsts: undefined, secure: false });
  });

  it("a client that is not the proxy cannot claim HTTPS", async () => {
    expect(await answer("10.20.0.2", "https")).toEqual({ hsts: undefined, secure: false });
  });
});
