import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DnsCheck, type DnsLookups } from "../../../services/panels/dns-check";
import { activeChildPanel, createTestApp, loginDemo, registerCustomer, type TestApp } from "../../../testing";
import { adminAuth } from "../admin/test-helpers";

/**
 * Issue 37: the owner's panel list says where the panel is (its links and temporary address), whether its domain's DNS
 * reaches this server (a stubbed resolver here) and whether a certificate is in place as the TLS endpoint sees it,
 * and what to do when not; a resolver that fails or hangs is "could not be checked", never a 500; only the owner sees it.
 */
process.env.JOBS_POLL_MS = "0";
const SERVER = "203.0.113.5";
const DOMAIN = "reach-check.com";

let t: TestApp;
let owner: { authorization: string };
let panelId: number;

type Records = Record<string, { a?: string[]; aaaa?: string[]; cname?: string[] } | "fail" | "hang">;

/** A resolver answering from `records`: a name not listed has no records (ENOTFOUND). */
function stub(records: Records): DnsLookups {
  const answer = (kind: "a" | "aaaa" | "cname") => async (host: string) => {
    const entry = records[host];
    if (entry === "hang") return new Promise<string[]>(() => {});
    if (entry === "fail") throw Object.assign(new Error("server failure"), { code: "ESERVFAIL" });
    const found = entry?.[kind];
    if (!found?.length) throw Object.assign(new Error("not found"), { code: entry ? "ENODATA" : "ENOTFOUND" });
    return found;
  };
  return { resolve4: answer("a"), resolve6: answer("aaaa"), resolveCname: answer("cname") };
}

async function access(records: Records, headers = owner) {
  t.app.panelAccess.dns = new DnsCheck(stub(records), "localhost", [SERVER], 200);
  return t.app.inject({ url: `/api/child-panels/${panelId}/access`, headers });
}

beforeAll(async () => {
  t = await createTestApp({ childPanelBaseDomain: "panels.test" });
  const ordered = await activeChildPanel(t.app, t.database.db, DOMAIN, await adminAuth(t.app));
  owner = { authorization: `Bearer ${ordered.customer.token}` };
  panelId = ordered.panel.id;
}, 120_000);
afterAll(() => t?.close());

describe("an owner's panel: links, DNS and certificate", () => {
  it("links the panel, its admin sign-in and its temporary address; says how to point a domain that has no record", async () => {
    const answer = await access({});
    expect(answer.statusCode, answer.body).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({
      panelUrl: `http://${DOMAIN}:3000`,
      adminUrl: `http://${DOMAIN}:3000/admin/login`,
      temporaryUrl: expect.stringMatching(/^http:\/\/[a-z0-9-]+\.panels\.test:3000$/),
      dns: { state: "missing", found: [], expected: [SERVER] },
      certificateApprovedAt: null,
      certificateInPlace: false,
    });
    expect(body.advice[0]).toMatch(
      new RegExp(`^Point an A record for ${DOMAIN} at ${SERVER} \\(or set its nameservers to .+\\)\\.`),
    );
  });

  it("a domain pointed elsewhere is named with where it points", async () => {
    const body = (await access({ [DOMAIN]: { a: ["198.51.100.7"] } })).json();
    expect(body.dns).toEqual({ state: "elsewhere", found: ["198.51.100.7"], expected: [SERVER] });
    expect(body.advice[0]).toContain(`${DOMAIN} points at 198.51.100.7, not at this server`);
  });

  it("DNS that reaches the server waits for the TLS endpoint's approval; then the certificate is in place", async () => {
    const pointed = { [DOMAIN]: { a: [SERVER] } };
    const before = (await access(pointed)).json();
    expect(before).toMatchObject({ dns: { state: "ok" }, certificateInPlace: false });
    expect(before.advice).toEqual([
      `DNS is set. Open https://${DOMAIN} once: its certificate is issued on the first visit.`,
    ]);
    expect((await t.app.inject({ url: `/api/tls/allowed?domain=${DOMAIN.toUpperCase()}` })).statusCode).toBe(200);
    const after = (await access(pointed)).json();
    expect(after).toMatchObject({ dns: { state: "ok" }, certificateInPlace: true, advice: [] });
    expect(Date.parse(after.certificateApprovedAt)).toBeGreaterThan(Date.now() - 60_000);
    // A CNAME to the server's host reaches it too.
    expect((await access({ [DOMAIN]: { cname: ["localhost."] } })).json().dns.state).toBe("ok");
  });

  it("a failing or silent resolver is 'could not be checked', never an error", async () => {
    for (const records of [{ [DOMAIN]: "fail" }, { [DOMAIN]: "hang" }] as Records[]) {
      const answer = await access(records);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ dns: { state: "unknown" }, certificateInPlace: false });
      expect(answer.json().advice[0]).toContain("could not be checked just now");
    }
  });

  it("only the panel's owner sees it", async () => {
    const other = await registerCustomer(t.app);
    expect((await access({}, { authorization: `Bearer ${other.token}` })).statusCode).toBe(404);
    expect((await access({}, (await loginDemo(t.app)).auth)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/child-panels/${panelId}/access` })).statusCode).toBe(401);
  });
});
