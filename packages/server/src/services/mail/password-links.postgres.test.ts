import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAIN_PANEL_ID, withPanel } from "../../db/panel-context";
import { outboxMail } from "../../db/schema";
import { adminAuth } from "../../routes/api/admin/test-helpers";
import { activeChildPanel, registerCustomer } from "../../testing";
import { type Instance, startInstances, stopInstances } from "../../testing/instances";
import { startThrowawayPostgres, type ThrowawayPostgres } from "../../testing/postgres";

/**
 * Password links on real PostgreSQL (row-level security on), two instances without SMTP: each reset mail goes out
 * once, from whichever instance takes it, with a link to its own panel that works; the outbox rows keep only the
 * placeholder.
 */
process.env.JOBS_POLL_MS = "0";
const DOMAIN = "links-pg.example";
let pg: ThrowawayPostgres;
let instances: Instance[] = [];

beforeAll(async () => {
  pg = await startThrowawayPostgres({ seeded: true });
  instances = await startInstances(pg.url, 2);
}, 180_000);

afterAll(async () => {
  await stopInstances(instances);
  await pg?.stop();
}, 60_000);

it("delivers each link once, to its own panel's address, and stores none", async () => {
  const [a, b] = instances as [Instance, Instance];
  const operator = await adminAuth(a.app);
  const { customer: owner } = await activeChildPanel(a.app, a.database.db, DOMAIN, operator);
  const child = await a.app.panelDirectory.resolve(DOMAIN);
  if (!child) throw new Error("the child panel was not activated");
  const customer = await registerCustomer(a.app);
  const asked = await Promise.all([
    a.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: customer.payload.email } }),
    b.app.inject({
      method: "POST",
      url: "/api/admin/forgot-password",
      headers: { host: DOMAIN },
      payload: { email: owner.payload.email },
    }),
  ]);
  expect(asked.map((res) => res.statusCode)).toEqual([200, 200]);

  const delivered = () => [...a.mails, ...b.mails];
  for (let pass = 0; pass < 50 && delivered().length < 2; pass += 1) {
    await Promise.all([a.app.mailWorker.runOnce(), b.app.mailWorker.runOnce()]);
  }
  await Promise.all([a.app.mailWorker.runOnce(), b.app.mailWorker.runOnce()]);
  const mails = delivered();
  expect(mails.map((mail) => mail.to).sort()).toEqual([customer.payload.email, owner.payload.email].sort());
  const linkTo = (to: string) => /https?:\/\/\S+\?token=[\w-]+/.exec(mails.find((m) => m.to === to)?.text ?? "")?.[0];
  const customerLink = linkTo(customer.payload.email) ?? "";
  const ownerLink = linkTo(owner.payload.email) ?? "";
  expect(customerLink).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  expect(ownerLink).toMatch(
    new RegExp(`^http://${DOMAIN.replace(/\./g, "\\.")}(:\\d+)?/admin/reset-password\\?token=`),
  );

  const [mainRow] = await withPanel(MAIN_PANEL_ID, () =>
    a.database.db.select().from(outboxMail).where(eq(outboxMail.to, customer.payload.email)),
  );
  const [childRow] = await withPanel(child.id, () =>
    a.database.db.select().from(outboxMail).where(eq(outboxMail.to, owner.payload.email)),
  );
  for (const row of [mainRow, childRow]) {
    expect(row?.body).toContain("[reset link hidden]");
    expect(row?.body).not.toContain("token=");
    expect(row?.sentAt).not.toBeNull();
  }

  const password = "Pg-reset-123";
  const reset = (app: Instance["app"], url: string, link: string, host?: string) =>
    app.inject({
      method: "POST",
      url,
      headers: host ? { host } : {},
      payload: { token: new URL(link).searchParams.get("token"), password, password_confirmation: password },
    });
  expect((await reset(b.app, "/api/reset-password", customerLink)).statusCode).toBe(200);
  expect((await reset(a.app, "/api/admin/reset-password", ownerLink, DOMAIN)).statusCode).toBe(200);
});
