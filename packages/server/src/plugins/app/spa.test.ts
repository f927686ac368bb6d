import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { EMPTY_STOREFRONT } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { writeSettings } from "../../services/settings";
import { createTestApp, type TestApp } from "../../testing";

/** A page as React Router's build writes it: inline scripts for its route manifest and hydration data. */
const page = (body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="UTF-8"/><title>Panel</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-a1.js"/></head><body>${body}` +
  `<p>${"Grow on Instagram, YouTube and TikTok. ".repeat(30)}</p>` +
  `<script>window.__reactRouterContext = {"isSpaMode":true};</script>` +
  `<script type="module" async="">import("/assets/entry.client-a1.js");</script>` +
  `<script type="module" src="/assets/other-b2.js"></script></body></html>`;
const SCRIPT = `console.log(${JSON.stringify("a long enough script ".repeat(50))});`;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("serving the built app", () => {
  let t: TestApp;
  let appDist: string;
  beforeAll(async () => {
    appDist = await fs.mkdtemp(path.join(os.tmpdir(), "smm-app-dist-"));
    const write = async (file: string, content: string | Buffer) => {
      await fs.mkdir(path.dirname(path.join(appDist, file)), { recursive: true });
      await fs.writeFile(path.join(appDist, file), content);
    };
    await write("__spa-fallback.html", page("<p>Loading</p>"));
    await write("index.html", page("<h1>Landing</h1>"));
    await write("dashboard/index.html", page("<p>dashboard shell</p>"));
    await write("dashboard/orders/index.html", page("<p>orders shell</p>"));
    await write("favicon.svg", "<svg/>");
    await write("assets/entry.client-a1.js", SCRIPT);
    await write("assets/entry.client-a1.js.br", brotliCompressSync(SCRIPT));
    await write("assets/entry.client-a1.js.gz", gzipSync(SCRIPT));
    t = await createTestApp({ appDist, publicUrl: "https://panel.example.com" });
    // A panel with no storefront (production's start): its landing is the build's prerendered page as it is.
    await withPanel(MAIN_PANEL_ID, () => writeSettings(t.database.db, { storefront: EMPTY_STOREFRONT }));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(appDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

  it("answers a prerendered path with its page, any other path with the SPA fallback", async () => {
    for (const [url, text] of [
      ["/", "<h1>Landing</h1>"],
      ["/dashboard", "dashboard shell"],
      ["/dashboard/", "dashboard shell"],
      ["/dashboard/orders?page=2", "orders shell"],
      ["/dashboard/support", "Loading"],
      ["/admin/users/5", "Loading"],
      ["/no-such-page/at-all", "Loading"],
      ["/index.html", "Loading"],
      ["/__spa-fallback.html", "Loading"],
      ["/dashboard/..%2F..%2Findex.html", "Loading"],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"], url).toContain("text/html");
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.body, url).toContain(text);
    }
  });

  it("adds the configured host's canonical URL (without the query) and share image to every page", async () => {
    for (const [url, canonical] of [
      ["/", "https://panel.example.com/"],
      ["/signup?ref=abc", "https://panel.example.com/signup"],
      ["/dashboard/orders/", "https://panel.example.com/dashboard/orders"],
      ['/x"><script>', "https://panel.example.com/x%22%3E%3Cscript%3E"],
      ["/.env", "https://panel.example.com/"],
    ] as const) {
      const { body } = await get(url);
      expect(body, url).toContain(`<link rel="canonical" href="${canonical}">`);
      expect(body, url).toContain(`<meta property="og:url" content="${canonical}">`);
      expect(body, url).toContain('<meta property="og:image" content="https://panel.example.com/og-image.png">');
      expect(body.indexOf("og:image"), url).toBeLessThan(body.indexOf("</head>"));
    }
  });

  it("asks for the page's scripts at low priority, after what its first paint needs", async () => {
    const { body } = await get("/");
    expect(body).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-a1.js"/>');
    expect(body).not.toMatch(/<link rel="modulepreload" href/);
  });

  it("allows exactly the page's own inline scripts by their hashes, keeping the rest of the policy", async () => {
    const res = await get("/dashboard");
    const policy = String(res.headers["content-security-policy"]);
    const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
    expect(scriptSrc.split(" ").sort()).toEqual(
      [
        "script-src",
        "'self'",
        sha256('window.__reactRouterContext = {"isSpaMode":true};'),
        sha256('import("/assets/entry.client-a1.js");'),
      ].sort(),
    );
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    // The API keeps the plain policy: no inline script anywhere.
    const api = await get("/api/health");
    expect(String(api.headers["content-security-policy"])).toContain("script-src 'self';");
  });

  it("compresses a page for a browser that accepts it", async () => {
    const plain = await get("/");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await get("/", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers.vary)).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await get("/", { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
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
    for (const url of ["/assets/missing-f6.js", "/assets/..%2F__spa-fallback.html", "/%2e%2e/package.json"]) {
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
    expect(page.body).toContain('href="https://panel.example.com/api"');
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
