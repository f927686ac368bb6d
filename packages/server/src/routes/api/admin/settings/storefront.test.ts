import { EMPTY_STOREFRONT, STOREFRONT_MESSAGES } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_STOREFRONT, DEMO_SUPPORT_HOURS } from "../../../../db/demo-storefront";
import { activeChildPanel, createTestApp, type TestApp } from "../../../../testing";
import { panelDocumentIn, writeAppBuild } from "../../../../testing/app-build";
import { adminAuth } from "../test-helpers";

/**
 * The storefront is the operator's: demo mode seeds the spec's texts word for word, the operator edits every block
 * and the legal pages, bad input is told on its path, and a child panel starts with none of its parent's texts.
 */
process.env.JOBS_POLL_MS = "0";
const BASE = "panels.test";
const CHILD = `shop-front.${BASE}`;

let t: TestApp;
let build: Awaited<ReturnType<typeof writeAppBuild>>;
let operator: { authorization: string };
let owner: { authorization: string };

const on = (
  host: string,
  options: { method?: "GET" | "PUT" | "POST"; url: string; payload?: object | string; headers?: object },
) => t.app.inject({ ...options, headers: { host, ...options.headers } });
const main = "localhost";

beforeAll(async () => {
  build = await writeAppBuild();
  t = await createTestApp({ appDist: build.appDist, childPanelBaseDomain: BASE });
  operator = await adminAuth(t.app);
  await activeChildPanel(t.app, t.database.db, "shop-front.com", operator);
  const login = await on(CHILD, {
    method: "POST",
    url: "/api/admin/login",
    payload: { email: "owner", password: "Owner1234" },
  });
  owner = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
}, 120_000);
afterAll(async () => {
  await t.close();
  await build.remove();
});

const publicSettings = async (host = main) => (await on(host, { url: "/api/settings" })).json();
const save = (payload: object, host = main, headers = operator) =>
  on(host, { method: "PUT", url: "/api/admin/settings", headers, payload });

describe("the demo panel's storefront", () => {
  it("is the spec's texts, word for word, seeded into the settings", async () => {
    const settings = await publicSettings();
    expect(settings.storefront).toEqual(DEMO_STOREFRONT);
    expect(settings.storefront.announcement).toEqual({
      title: "Ongoing TikTok updates",
      text: "We are updating our TikTok services. Please order from the new TikTok Followers category.",
    });
    expect(settings.storefront.stories.map((story: { name: string }) => story.name)).toEqual([
      "Adaeze O.",
      "Tunde B.",
      "Chioma N.",
    ]);
    expect(settings.support_hours).toBe(DEMO_SUPPORT_HOURS);
    expect(settings.support_hours).toBe("Support hours: Monday to Friday, 9AM to 5PM.");
    expect(settings.legal_page_list).toEqual([]);
  });

  it("reaches the landing: the server renders it with the panel's storefront (it paints before any script runs)", async () => {
    const html = (await on(main, { url: "/", headers: { accept: "text/html" } })).body;
    expect(panelDocumentIn(html).storefront.storefront).toEqual(DEMO_STOREFRONT);
    expect(html).toContain("Ongoing TikTok updates");
  });
});

describe("an operator's storefront", () => {
  const edited = {
    ...EMPTY_STOREFRONT,
    announcement: { title: "", text: "Eid sale: 10% off all Instagram services." },
    features: [{ title: " Local support ", text: "We answer in English and Yoruba.", icon: "support" }],
    faq: [{ question: "Do you refill?", answer: "Yes, within 30 days.\n\nOpen a ticket with the order ID." }],
    support_channels: [{ name: "WhatsApp", detail: "+234 801 234 5678" }],
  };

  it("is saved and read back trimmed, with the terms page public and the others absent", async () => {
    const res = await save({
      storefront: edited,
      support_hours: "Every day, 8AM to 10PM",
      legal_pages: { terms: "Be kind.\n\nNo refunds after delivery.", privacy: "", refunds: "" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().legal_pages.terms).toBe("Be kind.\n\nNo refunds after delivery.");
    const settings = await publicSettings();
    expect(settings.storefront.features).toEqual([
      { title: "Local support", text: "We answer in English and Yoruba.", icon: "support" },
    ]);
    expect(settings.storefront.stories).toEqual([]);
    expect(settings.support_hours).toBe("Every day, 8AM to 10PM");
    expect(settings.legal_page_list).toEqual(["terms"]);
    expect(settings).not.toHaveProperty("legal_pages");

    const terms = await on(main, { url: "/api/storefront/pages/terms" });
    expect(terms.statusCode).toBe(200);
    expect(terms.json()).toEqual({
      page: "terms",
      title: "Terms of service",
      body: "Be kind.\n\nNo refunds after delivery.",
    });
    expect(terms.headers["cache-control"]).toBe("public, max-age=60");
    const privacy = await on(main, { url: "/api/storefront/pages/privacy" });
    expect(privacy.statusCode).toBe(404);
    expect(privacy.json().message).toBe("This page does not exist.");
    const unknown = await on(main, { url: "/api/storefront/pages/cookies" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ page: ["The page must be one of terms, privacy, refunds."] });
  });

  it("an empty legal page's address answers the app's not-found page with a 404", async () => {
    const terms = await on(main, { url: "/terms", headers: { accept: "text/html" } });
    expect(terms.statusCode).toBe(200);
    const privacy = await on(main, { url: "/privacy", headers: { accept: "text/html" } });
    expect(privacy.statusCode).toBe(404);
    expect(privacy.headers["content-type"]).toContain("text/html");
  });

  it("refuses bad items with a message on each path, and changes nothing", async () => {
    const before = await publicSettings();
    const res = await save({
      storefront: {
        ...edited,
        stories: [{ name: "", place: "Lagos", stars: 9, text: "Great" }],
        steps: Array(9).fill({ title: "Step", text: "Do it." }),
      },
      legal_pages: { terms: "x".repeat(20_001), privacy: "", refunds: "" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "storefront.stories.0.name": [STOREFRONT_MESSAGES.storyName],
      "storefront.stories.0.stars": [STOREFRONT_MESSAGES.stars],
      "storefront.steps": [STOREFRONT_MESSAGES.steps],
      "legal_pages.terms": ["The terms of service must be text of at most 20000 characters."],
    });
    expect(await publicSettings()).toEqual(before);
  });

  it("refuses a storefront that is not an object, with its message", async () => {
    const res = await save({ storefront: "hello" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ storefront: [STOREFRONT_MESSAGES.object] });
  });

  it("a body that is no JSON object answers 400 with a message, never a 500", async () => {
    const res = await on(main, {
      method: "PUT",
      url: "/api/admin/settings",
      headers: { ...operator, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });
});

describe("a child panel's storefront", () => {
  it("starts empty: none of its parent's texts, no banner, no legal pages", async () => {
    const settings = await publicSettings(CHILD);
    expect(settings.storefront).toEqual(EMPTY_STOREFRONT);
    expect(settings.support_hours).toBe("");
    expect(settings.legal_page_list).toEqual([]);
    expect((await on(CHILD, { url: "/api/storefront/pages/terms" })).statusCode).toBe(404);
    const html = (await on(CHILD, { url: "/", headers: { accept: "text/html" } })).body;
    expect(html).not.toContain("Eid sale");
    expect(panelDocumentIn(html).storefront).toEqual({ storefront: EMPTY_STOREFRONT, legal_page_list: [] });
  });

  it("is its owner's own: their texts show on their panel, the parent's stay on the parent", async () => {
    const res = await save(
      {
        storefront: { ...EMPTY_STOREFRONT, announcement: { title: "Welcome", text: "Child panel launch week." } },
        legal_pages: { terms: "Child terms.", privacy: "", refunds: "" },
      },
      CHILD,
      owner,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicSettings(CHILD)).storefront.announcement.text).toBe("Child panel launch week.");
    expect((await on(CHILD, { url: "/api/storefront/pages/terms" })).json().body).toBe("Child terms.");
    expect((await publicSettings()).storefront.announcement.text).toBe("Eid sale: 10% off all Instagram services.");
    expect((await on(main, { url: "/api/storefront/pages/terms" })).json().body).toBe(
      "Be kind.\n\nNo refunds after delivery.",
    );
    const html = (await on(CHILD, { url: "/", headers: { accept: "text/html" } })).body;
    expect(html).toContain("Child panel launch week.");
    expect(html).not.toContain("Eid sale");
  });

  it("the child's owner cannot change the parent's storefront (their session is the child's)", async () => {
    expect((await save({ support_hours: "Never" }, main, owner)).statusCode).toBe(401);
  });
});
