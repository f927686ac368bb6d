import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCustomer, type TestApp } from "../../testing";
import { writeAppBuild } from "../../testing/app-build";

// The app's document writes the address tags from the address the server gives it (testing/app-build.ts).
let appDist: string;
let removeBuild: () => Promise<void>;
beforeAll(async () => {
  ({ appDist, remove: removeBuild } = await writeAppBuild());
});
afterAll(() => removeBuild());

const links = (html: string) => ({
  canonical: /rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  ogUrl: /og:url" content="([^"]*)"/.exec(html)?.[1],
  ogImage: /og:image" content="([^"]*)"/.exec(html)?.[1],
});

describe("with PUBLIC_URL unset, the panel's links use the address the visitor used", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appDist, publicUrlSet: false, trustProxy: "loopback" });
  });
  afterAll(() => t.close());

  it("names the visitor's host in the canonical URL, og:url and og:image", async () => {
    const res = await t.app.inject({ method: "GET", url: "/services?x=1", headers: { host: "panel.test:8080" } });
    expect(links(res.body)).toEqual({
      canonical: "http://panel.test:8080/services",
      ogUrl: "http://panel.test:8080/services",
      ogImage: "http://panel.test:8080/og-image.png",
    });
  });

  it("honours the configured proxy (TRUST_PROXY=loopback) and nobody else", async () => {
    const forwarded = { host: "127.0.0.1:3000", "x-forwarded-host": "smm.example.com", "x-forwarded-proto": "https" };
    const viaProxy = await t.app.inject({ method: "GET", url: "/", headers: forwarded });
    expect(links(viaProxy.body).canonical).toBe("https://smm.example.com/");
    const fromOutside = await t.app.inject({
      method: "GET",
      url: "/",
      headers: { ...forwarded, host: "panel.test" },
      remoteAddress: "203.0.113.9",
    });
    expect(links(fromOutside.body).canonical).toBe("http://panel.test/");
  });

  it("never writes a host that is not a host name into the page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { host: 'evil"><script>x</script>' } });
    expect(links(res.body).canonical).toBe(`${t.config.publicUrl}/`);
  });

  it("gives the referral link on the visitor's host", async () => {
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/affiliate",
      headers: { ...customer.auth, host: "panel.test:8080" },
    });
    expect(res.json().referral_link).toMatch(/^http:\/\/panel\.test:8080\/signup\?ref=/);
  });
});

describe("with PUBLIC_URL set, it is the panel's address whatever the request says", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ appDist, publicUrl: "https://panel.example.com", publicUrlSet: true });
  });
  afterAll(() => t.close());

  it("uses it in the page and the referral link", async () => {
    const page = await t.app.inject({ method: "GET", url: "/", headers: { host: "other.test" } });
    expect(links(page.body).canonical).toBe("https://panel.example.com/");
    const customer = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "GET",
      url: "/api/affiliate",
      headers: { ...customer.auth, host: "other.test" },
    });
    expect(res.json().referral_link).toMatch(/^https:\/\/panel\.example\.com\/signup\?ref=/);
  });
});
