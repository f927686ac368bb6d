import { BRANDING_MESSAGES, DEFAULT_BRANDING, DEFAULT_SETTINGS } from "@smm/domain";
import { eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPanel } from "../../db/panel-context";
import { outboxMail, settings } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { OutboxSender } from "../../services/mail/outbox-sender";
import type { OutgoingMail } from "../../services/mail/transport";
import { activeChildPanel, createTestApp, type TestApp } from "../../testing";
import { panelDocumentIn, renderOf, writeAppBuild } from "../../testing/app-build";

/**
 * A child panel branded by its owner: its pages are rendered with its name, icon and token colours (the panel the
 * server gives the app's document, testing/app-build.ts), and nothing of the parent's brand; the parent and other
 * panels keep theirs.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const PARENT = "Premium SMM Services";

const BRAND = {
  logo_url: "https://cdn.example.com/boost-logo.png",
  favicon_url: "https://cdn.example.com/boost-icon.png",
  primary_color: "#C026D3",
  radius: "0.25",
  headline: "Boost your brand in Lagos",
  subheadline: "Followers & views, fast.",
  default_currency: "USD",
};

let t: TestApp;
let build: Awaited<ReturnType<typeof writeAppBuild>>;
const owners: Record<string, { authorization: string }> = {};

const onHost = (
  host: string,
  options: { method?: "GET" | "PUT" | "POST"; url: string; payload?: object; headers?: object },
) => t.app.inject({ ...options, headers: { host, accept: "text/html", ...options.headers } });
const alpha = `alpha-brand.${BASE}`;
const beta = `beta-brand.${BASE}`;

beforeAll(async () => {
  build = await writeAppBuild();
  t = await createTestApp({ appDist: build.appDist, childPanelBaseDomain: BASE });
  const operator = await adminAuth(t.app);
  for (const domain of ["alpha-brand.com", "beta-brand.com"])
    await activeChildPanel(t.app, t.database.db, domain, operator);
  for (const host of [alpha, beta]) {
    const login = await onHost(host, {
      method: "POST",
      url: "/api/admin/login",
      payload: { email: "owner", password: "Owner1234" },
    });
    owners[host] = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  }
}, 120_000);
afterAll(async () => {
  await t.close();
  await build.remove();
});

const settingsOf = async (host: string) => (await onHost(host, { url: "/api/settings" })).json();
const brand = (host: string, payload: object) =>
  onHost(host, { method: "PUT", url: "/api/admin/settings", headers: owners[host], payload });

describe("a child panel's brand", () => {
  it("starts with the domain as its name and the order's currency, nothing of the parent's", async () => {
    const settings = await settingsOf(alpha);
    expect(settings.site_name).toBe("alpha-brand.com");
    expect(settings.branding).toEqual({ ...DEFAULT_BRANDING, default_currency: "USD" });
    const html = (await onHost(alpha, { url: "/" })).body;
    expect(html).toContain("<title>alpha-brand.com</title>");
    expect(html).not.toContain(PARENT);
  });

  it("refuses a bad colour, radius or address with the messages, and changes nothing", async () => {
    const before = await settingsOf(alpha);
    const res = await brand(alpha, {
      site_name: "Boost Naija",
      branding: { ...BRAND, primary_color: "purple", radius: "3", logo_url: "ftp://x" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "branding.primary_color": [BRANDING_MESSAGES.primaryColor],
      "branding.radius": [BRANDING_MESSAGES.radius],
      "branding.logo_url": [BRANDING_MESSAGES.logoUrl],
    });
    expect(await settingsOf(alpha)).toEqual(before);
  });

  it("serves the landing and the customer shell with the child's title, icon, colours and texts", async () => {
    const saved = await brand(alpha, { site_name: "Boost Naija", branding: BRAND });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().branding).toEqual({ ...BRAND, primary_color: "#c026d3" });
    for (const url of ["/", "/dashboard"]) {
      const res = await onHost(alpha, { url });
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(panelDocumentIn(html)).toEqual({
        brand: { name: "Boost Naija", ...BRAND, primary_color: "#c026d3" },
        storefront: expect.objectContaining({ legal_page_list: [] }),
        publicUrl: "http://alpha-brand.com:3000",
      });
      expect(html).toContain("<title>Boost Naija</title>");
      expect(html).toContain('<meta name="description" content="Followers &amp; views, fast."/>');
      expect(html).toContain('<meta property="og:site_name" content="Boost Naija"/>');
      expect(html).toContain('<link rel="icon" href="https://cdn.example.com/boost-icon.png"/>');
      expect(html).toContain('<meta property="og:image" content="https://cdn.example.com/boost-logo.png"/>');
      expect(html).toContain("<style>:root,.light,.dark{--primary:#c026d3;--primary-foreground:#ffffff;");
      expect(html).toContain("--radius:0.25rem}:root:not(.dark),.light{--accent:");
      expect(html).toContain("Boost your brand in Lagos");
      expect(html, url).not.toContain(PARENT);
      expect(html).not.toContain("favicon.svg");
      expect(html).not.toContain("og-image.png");
      // No inline script but the document's, by this answer's nonce.
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
    }
  });

  it("keeps a rendered page per panel and renders it again once the brand changes", async () => {
    const kept = renderOf((await onHost(alpha, { url: "/" })).body);
    expect(renderOf((await onHost(alpha, { url: "/" })).body)).toBe(kept);
    // Another panel's page at the same path is its own.
    expect((await onHost(beta, { url: "/" })).body).toContain("<title>beta-brand.com</title>");
    expect(renderOf((await onHost(alpha, { url: "/" })).body)).toBe(kept);
    expect((await brand(alpha, { site_name: "Boost Naija 2" })).statusCode).toBe(200);
    const changed = (await onHost(alpha, { url: "/" })).body;
    expect(changed).toContain("<title>Boost Naija 2</title>");
    expect(renderOf(changed)).toBeGreaterThan(kept);
  });

  it("writes a name with $ signs as it is (no replacement patterns), escaped like any text", async () => {
    expect((await brand(alpha, { site_name: "Cash $' & $& <Panel>" })).statusCode).toBe(200);
    const html = (await onHost(alpha, { url: "/" })).body;
    expect(html).toContain("<title>Cash $' &amp; $&amp; &lt;Panel&gt;</title>");
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect((await brand(alpha, { site_name: "Boost Naija 2" })).statusCode).toBe(200);
  });

  it("serves a stored brand that breaks the rules (a hand-edited row) as the default brand", async () => {
    const panel = await t.app.panelDirectory.resolve(alpha);
    if (!panel) throw new Error("no panel at the child's address");
    const hacked = { ...BRAND, primary_color: "red}</style><script>alert(1)</script>" };
    await withPanel(panel.id, () =>
      t.database.db
        .update(settings)
        .set({ value: JSON.stringify(hacked) })
        .where(eq(settings.key, "branding")),
    );
    // Another setting saved through the screen: the server reads its settings again.
    expect((await brand(alpha, { site_name: "Boost Naija 2" })).statusCode).toBe(200);
    expect((await settingsOf(alpha)).branding).toEqual(DEFAULT_BRANDING);
    const html = (await onHost(alpha, { url: "/" })).body;
    expect(html).not.toContain("alert(1)");
    expect(html).not.toContain("<style>");
    expect((await brand(alpha, { branding: BRAND })).statusCode).toBe(200);
  });

  it("sends its mails under its own name", async () => {
    const panel = await t.app.panelDirectory.resolve(alpha);
    if (!panel) throw new Error("no panel at the child's address");
    const delivered: OutgoingMail[] = [];
    await withPanel(panel.id, async () => {
      await t.database.db.update(outboxMail).set({ sentAt: new Date() }).where(isNull(outboxMail.sentAt));
      await t.database.db.insert(outboxMail).values({ to: "customer@example.com", subject: "Hello", body: "Hi" });
      const panelUrl = () => t.app.panelDirectory.currentUrl();
      const transport = async (mail: OutgoingMail) => void delivered.push(mail);
      await new OutboxSender(t.database.db, t.app.settings, panelUrl, transport, true).deliverBatch();
    });
    expect(delivered.map((mail) => mail.from)).toEqual(['"Boost Naija 2" <no-reply@smmpanel.local>']);
  });

  it("leaves the other child and the parent as they were", async () => {
    expect((await settingsOf(beta)).site_name).toBe("beta-brand.com");
    expect((await settingsOf(beta)).branding).toEqual({ ...DEFAULT_BRANDING, default_currency: "USD" });
    expect((await onHost(beta, { url: "/" })).body).not.toContain("Boost");
    const main = await t.app.inject({ url: "/dashboard", headers: { accept: "text/html" } });
    expect(main.body).toContain(`<title>${PARENT}</title>`);
    expect(panelDocumentIn(main.body).brand).toEqual({ name: PARENT, ...DEFAULT_BRANDING });
    expect(main.body).not.toContain("<style>");
    expect((await t.app.inject({ url: "/api/settings" })).json()).toMatchObject({
      site_name: DEFAULT_SETTINGS.site_name,
      branding: DEFAULT_SETTINGS.branding,
    });
  });
});
