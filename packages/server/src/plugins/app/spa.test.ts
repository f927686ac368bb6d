import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { EMPTY_STOREFRONT } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { writeSettings } from "../../services/settings";
import { createTestApp, type TestApp } from "../../testing";
import { renderOf, writeAppBuild } from "../../testing/app-build";

const SCRIPT = `console.log(${JSON.stringify("a long enough script ".repeat(50))});`;
const nonceOf = (html: string) => /<script nonce="([^"]+)"/.exec(html)?.[1];
/** A page with its nonce taken out: two answers of the same page differ in nothing else. */
const withoutNonce = (html: string) => html.replaceAll(nonceOf(html) ?? "", "NONCE");

describe("serving the built app", () => {
  let t: TestApp;
  let build: Awaited<ReturnType<typeof writeAppBuild>>;
  beforeAll(async () => {
    build = await writeAppBuild({
      "favicon.svg": "<svg/>",
      "assets/entry.client-a1.js": SCRIPT,
      "assets/entry.client-a1.js.br": brotliCompressSync(SCRIPT),
      "assets/entry.client-a1.js.gz": gzipSync(SCRIPT),
    });
    t = await createTestApp({ appDist: build.appDist, publicUrl: "https://panel.example.com" });
    // A panel with no storefront (production's start): its landing is the build's prerendered page as it is.
    await withPanel(MAIN_PANEL_ID, () => writeSettings(t.database.db, { storefront: EMPTY_STOREFRONT }));
  });
  afterAll(async () => {
    await t.close();
    await build.remove();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("renders every path through the app's request handler, for the path asked", async () => {
    for (const [url, path] of [
      ["/", "/"],
      ["/dashboard", "/dashboard"],
      ["/dashboard/", "/dashboard"],
      ["/dashboard/orders?page=2", "/dashboard/orders"],
      ["/admin/users/5", "/admin/users/5"],
      ["/no-such-page/at-all", "/no-such-page/at-all"],
      ["/index.html", "/index.html"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain(`data-path="${path}"`);
    }
  });

  it("gives the app the configured address, for the canonical URL and the share image", async () => {
    for (const [url, canonical] of [
      ["/", "https://panel.example.com/"],
      ["/signup?ref=abc", "https://panel.example.com/signup"],
      ["/dashboard/orders/", "https://panel.example.com/dashboard/orders"],
      ['/x"><script>', "https://panel.example.com/x%22%3E%3Cscript%3E"],
    ] as const) {
      const { body } = await get(url);
      expect(body, url).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(body, url).toContain('<meta property="og:image" content="https://panel.example.com/og-image.png"/>');
    }
  });

  it("gives every answer its own nonce, carried by the page's scripts and allowed by the policy alone", async () => {
    const first = await get("/dashboard");
    const second = await get("/dashboard");
    // The same kept page, each time with a new nonce.
    expect(renderOf(second.body)).toBe(renderOf(first.body));
    const nonces = [first, second].map((res) => {
      const nonce = nonceOf(res.body) ?? "";
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(res.body.match(/<script[^>]*>/g)?.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
      const policy = String(res.headers["content-security-policy"]);
      const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
      expect(scriptSrc.split(" ")).toEqual(["script-src", "'self'", `'nonce-${nonce}'`]);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
    // The API keeps the plain policy: no inline script anywhere.
    const api = await get("/api/health");
    expect(String(api.headers["content-security-policy"])).toContain("script-src 'self';");
  });

  it("renders a page with a query each time (kept pages are per path)", async () => {
    const first = await get("/services?currency=USD");
    const second = await get("/services?currency=USD");
    expect(renderOf(second.body)).toBeGreaterThan(renderOf(first.body));
  });

  it("compresses a page for a browser that accepts it", async () => {
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers.vary)).toContain("accept-encoding");
    expect(withoutNonce(brotliDecompressSync(brotli.rawPayload).toString())).toBe(withoutNonce(plain.body));
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(withoutNonce(gunzipSync(gzip.rawPayload).toString())).toBe(withoutNonce(plain.body));
  });

  it("sends a built asset's compressed copy the browser accepts, cached for good", async () => {
    const brotli = await get("/assets/entry.client-a1.js", { "accept-encoding": "gzip, br" });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get("/assets/entry.client-a1.js", { "accept-encoding": "br;q=0, gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/entry.client-a1.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("answers 404 for an asset that is not built, never the app's page or a file outside the folder", async () => {
    for (const url of ["/assets/missing-f6.js", "/assets/..%2Ffavicon.svg", "/%2e%2e/package.json"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("<html");
    }
  });

  it("serves the other built files as they are", async () => {
    const res = await get("/favicon.svg");
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("<svg/>");
  });

  it("opens /api as the app's documentation page for a browser, and keeps JSON 404s for API clients", async () => {
    const page = await get("/api", { accept: "text/html,*/*" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-path="/api"');
    const api = await get("/api", { accept: "application/json" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    expect((await get("/api/nope", { accept: "text/html" })).statusCode).toBe(404);
  });

  it("sends a form posted to a page (before its script ran) back to the page, with nothing it sent in the address", async () => {
    for (const [url, location] of [
      ["/", "/"],
      ["/admin/login", "/admin/login"],
      ["/signup?ref=abc", "/signup"],
      ["//evil.example/", "/"],
      ["/\\evil.example", "/"],
    ] as const) {
      const res = await t.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "login=demo&password=Secret123",
      });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(location);
      expect(res.body, url).not.toContain("Secret123");
    }
    // Other methods on a page, and any unknown API call, still answer 404.
    expect((await t.app.inject({ method: "DELETE", url: "/dashboard" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "POST", url: "/api/nope" })).statusCode).toBe(404);
  });
});

describe("before the app is built", () => {
  it("says how to build it on every page, while the API works", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: "GET", url: "/dashboard" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("The app is not built yet");
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
