import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "../../testing";

const INDEX_HTML = `<!doctype html><html><head>
<link rel="canonical" href="__PUBLIC_URL____PAGE_PATH__" />
<meta property="og:image" content="__PUBLIC_URL__/og-image.png" />
</head><body><div id="root"></div></body></html>`;
const INERT_PRELOADS =
  '<template id="app-preloads"><link rel="modulepreload" crossorigin href="/assets/entry.js"></template><!--app-preloads-->';
const SCRIPT = `console.log(${JSON.stringify("a long enough script ".repeat(50))});`;

describe("serving the built app", () => {
  let t: TestApp;
  let appDist: string;
  beforeAll(async () => {
    appDist = await fs.mkdtemp(path.join(os.tmpdir(), "smm-app-dist-"));
    await fs.writeFile(path.join(appDist, "index.html"), INDEX_HTML);
    await fs.writeFile(path.join(appDist, "favicon.svg"), "<svg/>");
    // The app's build prerenders / into landing.html.
    await fs.writeFile(
      path.join(appDist, "landing.html"),
      INDEX_HTML.replace(
        '<div id="root"></div>',
        '<div id="root"><h1>Prerendered</h1><footer>© <!-- -->__CURRENT_YEAR__<!-- --> Panel</footer></div>',
      ),
    );
    // The app's build lists each page's lazily loaded scripts and writes compressed copies of its assets.
    await fs.writeFile(
      path.join(appDist, "page-preloads.json"),
      JSON.stringify({
        "/dashboard": ["/assets/CustomerLayout-a1.js", "/assets/NewOrder-b2.js"],
        "/dashboard/add-funds": ["/assets/CustomerLayout-a1.js", "/assets/AddFunds-d4.js"],
        "/dashboard/orders": ["/assets/CustomerLayout-a1.js", "/assets/Orders-c3.js", "javascript:alert(1)"],
      }),
    );
    // …and the customer pages with their shell prerendered.
    await fs.mkdir(path.join(appDist, "prerendered", "dashboard"), { recursive: true });
    for (const page of ["dashboard", "dashboard/orders"]) {
      await fs.writeFile(
        path.join(appDist, "prerendered", `${page}.html`),
        INDEX_HTML.replace('<div id="root">', `<div id="prerendered-shell">${page} shell</div><div id="root">`),
      );
    }
    // One of them keeps its preloads inert until the first paint, as the build writes them.
    await fs.writeFile(
      path.join(appDist, "prerendered", "dashboard", "add-funds.html"),
      INDEX_HTML.replace("</head>", `${INERT_PRELOADS}</head>`).replace(
        '<div id="root">',
        '<div id="prerendered-shell">add-funds shell</div><div id="root">',
      ),
    );
    await fs.mkdir(path.join(appDist, "assets"));
    await fs.writeFile(path.join(appDist, "assets", "entry.js"), SCRIPT);
    await fs.writeFile(path.join(appDist, "assets", "entry.js.br"), brotliCompressSync(SCRIPT));
    await fs.writeFile(path.join(appDist, "assets", "entry.js.gz"), gzipSync(SCRIPT));
    t = await createTestApp({ appDist, publicUrl: "https://panel.example.com" });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(appDist, { recursive: true, force: true });
  });

  it("answers / and every app path with index.html, the configured host and the page's own canonical URL", async () => {
    for (const [url, canonical] of [
      ["/", "https://panel.example.com/"],
      ["/signup?ref=abc", "https://panel.example.com/signup"],
      ["/index.html", "https://panel.example.com/index.html"],
    ] as const) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(res.body).toContain('content="https://panel.example.com/og-image.png"');
      expect(res.body).not.toContain("__PUBLIC_URL__");
    }
  });

  it("serves the other built files as they are", async () => {
    const res = await t.app.inject({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("<svg/>");
  });

  it("opens /api as the app's documentation page for a browser, and keeps JSON 404s for API clients", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api", headers: { accept: "text/html,*/*" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="https://panel.example.com/api"');
    const api = await t.app.inject({ method: "GET", url: "/api", headers: { accept: "application/json" } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: "Not found" });
    const unknown = await t.app.inject({ method: "GET", url: "/api/nope", headers: { accept: "text/html" } });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers / with the prerendered landing.html, every other page with the empty shell", async () => {
    const landing = await t.app.inject({ method: "GET", url: "/" });
    expect(landing.body).toContain("<h1>Prerendered</h1>");
    for (const url of ["/signup", "/dashboard", "/landing.html"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
    }
  });

  it("writes the year it serves the landing page in into its footer (the prerender bakes in no year)", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(new Date("2031-03-01T12:00:00Z"));
      const landing = await t.app.inject({ method: "GET", url: "/" });
      expect(landing.body).toContain("<footer>© <!-- -->2031<!-- --> Panel</footer>");
      expect(landing.body).not.toContain("__CURRENT_YEAR__");
    } finally {
      vi.useRealTimers();
    }
  });

  it("names the page's lazily loaded scripts in the HTML for customer pages, so they load beside the entry", async () => {
    const preloadsOf = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
    for (const url of ["/dashboard", "/dashboard/", "/dashboard?tab=x"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(
        preloadsOf(page.body).map((match) => match[1]),
        url,
      ).toEqual(["/assets/CustomerLayout-a1.js", "/assets/NewOrder-b2.js"]);
      expect(page.body.indexOf("modulepreload"), url).toBeLessThan(page.body.indexOf("</head>"));
    }
    // Only script paths of the build get into the page.
    const orders = await t.app.inject({ method: "GET", url: "/dashboard/orders" });
    expect(preloadsOf(orders.body).map((match) => match[1])).toEqual([
      "/assets/CustomerLayout-a1.js",
      "/assets/Orders-c3.js",
    ]);
    for (const url of ["/", "/signup", "/dashboard/nope", "/constructor"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(preloadsOf(page.body), url).toEqual([]);
    }
  });

  it("puts a prerendered page's preloads into its inert template, so nothing loads before the shell has painted", async () => {
    const page = await t.app.inject({ method: "GET", url: "/dashboard/add-funds" });
    expect(page.body).toContain("add-funds shell");
    const template = page.body.match(/<template id="app-preloads">(.*?)<\/template>/)?.[1] ?? "";
    expect([...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      "/assets/entry.js",
      "/assets/CustomerLayout-a1.js",
      "/assets/AddFunds-d4.js",
    ]);
    expect(page.body.replace(/<template[\s\S]*?<\/template>/, "")).not.toContain("modulepreload");
  });

  it("sends the pre-compressed copy of a script the browser accepts, and the script itself otherwise", async () => {
    const brotli = await t.app.inject({
      method: "GET",
      url: "/assets/entry.js",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toContain("javascript");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await t.app.inject({ method: "GET", url: "/assets/entry.js", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({
      method: "GET",
      url: "/assets/entry.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("keeps a built asset in memory after its first request and lets browsers cache it for good", async () => {
    const name = "kept-c9.js";
    const file = path.join(appDist, "assets", name);
    await fs.writeFile(file, SCRIPT);
    const first = await t.app.inject({ method: "GET", url: `/assets/${name}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers.vary).toContain("accept-encoding");
    // Its name is its content's hash: the server does not look at the disk again.
    await fs.writeFile(file, "changed on disk");
    const again = await t.app.inject({ method: "GET", url: `/assets/${name}` });
    expect(again.body).toBe(SCRIPT);
    expect(again.headers.etag).toBe(first.headers.etag);
    const revalidated = await t.app.inject({
      method: "GET",
      url: `/assets/${name}`,
      headers: { "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe("");
  });

  it("sends an asset's types and refuses a compression the browser lists with q=0", async () => {
    await fs.writeFile(path.join(appDist, "assets", "index-e5.css"), "body{margin:0}");
    const css = await t.app.inject({ method: "GET", url: "/assets/index-e5.css" });
    expect(css.headers["content-type"]).toBe("text/css; charset=utf-8");
    const noBrotli = await t.app.inject({
      method: "GET",
      url: "/assets/entry.js",
      headers: { "accept-encoding": "br;q=0, gzip" },
    });
    expect(noBrotli.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(noBrotli.rawPayload).toString()).toBe(SCRIPT);
  });

  it("answers 404 for a name that is not a built asset, never the app's page or a file outside the folder", async () => {
    for (const url of ["/assets/missing-f6.js", "/assets/..%2Findex.html", "/assets/.hidden"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: "Not found" });
    }
    // A file that appears later is served (misses are not remembered).
    await fs.writeFile(path.join(appDist, "assets", "late-a7.js"), SCRIPT);
    expect((await t.app.inject({ method: "GET", url: "/assets/late-a7.js" })).body).toBe(SCRIPT);
  });

  it("answers a customer page with its prerendered shell when the build made one, other pages with the empty shell", async () => {
    for (const [url, shell] of [
      ["/dashboard", "dashboard shell"],
      ["/dashboard/", "dashboard shell"],
      ["/dashboard/orders?page=2", "dashboard/orders shell"],
    ] as const) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`<div id="prerendered-shell">${shell}</div><div id="root"></div>`);
      // The same filling-in as every page: host, own path, preloads.
      expect(page.body, url).toContain(`href="https://panel.example.com${url.split("?")[0]}"`);
      expect(page.body, url).toContain('rel="modulepreload"');
    }
    for (const url of [
      "/dashboard/support",
      "/signup",
      "/prerendered/dashboard.html",
      "/prerendered/dashboard",
      "/dashboard/..%2Fdashboard",
    ]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.body, url).not.toContain("prerendered-shell");
      expect(page.body, url).not.toContain("__PUBLIC_URL__");
    }
  });

  it("compresses a page for a browser that accepts it", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/dashboard" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const brotli = await t.app.inject({
      method: "GET",
      url: "/dashboard",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toContain("accept-encoding");
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toContain("<h1>Prerendered</h1>");
  });
});
