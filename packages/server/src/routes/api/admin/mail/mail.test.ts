import { eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminPasswordResets, mailJobs, outboxMail, systemLog } from "../../../../db/schema";
import { MailJobService } from "../../../../services/mail/mail-jobs";
import { OutboxSender } from "../../../../services/mail/outbox-sender";
import type { OutgoingMail } from "../../../../services/mail/transport";
import { sha256 } from "../../../../services/tokens";
import { demoAdmin, fundCustomer, mailedLink, registerCustomer, tokenOf } from "../../../../testing";
import { adminSuite, inviteStaff } from "../test-helpers";

const t = adminSuite();

async function waitForJob(id: number) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const job = (await t.app.inject({ url: `/api/admin/mail/jobs/${id}`, headers: t.admin })).json();
    if (job.status === "done") return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the mail job did not finish");
}

describe("admin mail", () => {
  it("sends to a segment in the background and keeps the mail in the outbox (no SMTP configured)", async () => {
    const rich = await registerCustomer(t.app);
    await fundCustomer(t.database.db, rich.user.id, "10.00");
    const poor = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/mail",
      headers: t.admin,
      payload: { audience: { kind: "segment", segment: "has_balance" }, subject: "Holiday bonus", body: "10 % more." },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: "queued", sent: 0, transport: "outbox" });
    const job = await waitForJob(res.json().id);
    expect(job.sent).toBe(job.total);
    expect(job.finishedAt).not.toBeNull();
    const outbox = (await t.app.inject({ url: "/api/admin/mail/outbox?search=Holiday", headers: t.admin })).json();
    const recipients = outbox.data.map((mail: { to: string }) => mail.to);
    expect(recipients).toContain(rich.payload.email);
    expect(recipients).not.toContain(poor.payload.email);
    expect(outbox.data[0]).toMatchObject({ subject: "Holiday bonus", body: "10 % more.", sentAt: null });
    const jobs = (await t.app.inject({ url: "/api/admin/mail/jobs", headers: t.admin })).json();
    expect(jobs.data[0].id).toBe(job.id);
  });

  it("finance reads the owner's reset mail with its link hidden; a resend issues a new link, the old row unchanged", async () => {
    const finance = await inviteStaff(t, "finance", "ledger_keeper");
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/admin/forgot-password",
      payload: { email: demoAdmin.email },
    });
    expect(asked.statusCode).toBe(200);
    const first = await mailedLink(t, demoAdmin.email);
    const search = `/api/admin/mail/outbox?search=${encodeURIComponent(demoAdmin.email)}`;
    const [row] = (await t.app.inject({ url: search, headers: finance.headers })).json().data;
    expect(row).toMatchObject({ subject: "Reset your admin password", to: demoAdmin.email });
    expect(row.body).toContain("open [reset link hidden] within an hour");
    expect(row.body).not.toContain(tokenOf(first));

    // Resending is a write: not finance's; the owner's resend sends a fresh link and keeps the old row as it was.
    const resend = (headers: { authorization: string }) =>
      t.app.inject({ method: "POST", url: `/api/admin/mail/outbox/${row.id}/resend`, headers });
    expect((await resend(finance.headers)).statusCode).toBe(403);
    const resent = await resend(t.admin);
    expect(resent.statusCode, resent.body).toBe(202);
    expect(resent.json()).toMatchObject({ to: demoAdmin.email, body: row.body, sentAt: null });
    const second = await mailedLink(t, demoAdmin.email);
    expect(second).not.toBe(first);
    const rows = (await t.app.inject({ url: search, headers: t.admin })).json().data;
    expect(rows.slice(0, 2).map((mail: { id: number; body: string }) => [mail.id, mail.body])).toEqual([
      [resent.json().id, row.body],
      [row.id, row.body],
    ]);
    const [audited] = await t.database.db.select().from(systemLog).where(eq(systemLog.action, "mail.resend"));
    expect(audited?.target).toBe(`mail:${resent.json().id}`);
    expect((await resend({ authorization: t.admin.authorization })).statusCode).toBe(202);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/admin/mail/outbox/999999/resend", headers: t.admin }))
        .statusCode,
    ).toBe(404);

    // Both links are live, each until used or expired (using one here would sign the suite's operator out).
    const live = await t.database.db
      .select()
      .from(adminPasswordResets)
      .where(inArray(adminPasswordResets.tokenHash, [sha256(tokenOf(first)), sha256(tokenOf(second))]));
    expect(live.map((grant) => grant.usedAt)).toEqual([null, null]);
  });

  it("refuses a bad request and an empty audience without creating a job", async () => {
    const before = (await t.database.db.select().from(mailJobs)).length;
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/admin/mail",
      headers: t.admin,
      payload: { audience: { kind: "segment", segment: "vips" }, subject: "" },
    });
    expect(bad.json().errors).toEqual({
      subject: ["The subject is required."],
      body: ["The message is required."],
      "audience.segment": ["Choose a segment: has_balance, ordered_last_30_days, no_orders, suspended."],
    });
    const nobody = await t.app.inject({
      method: "POST",
      url: "/api/admin/mail",
      headers: t.admin,
      payload: { audience: { kind: "segment", segment: "suspended" }, subject: "Hi", body: "Hello" },
    });
    expect(nobody.json().errors).toEqual({
      audience: ["Nobody matches this audience, so there is no one to write to."],
    });
    expect((await t.database.db.select().from(mailJobs)).length).toBe(before);
  });

  it("a job resumes where it stopped: each step writes the next recipients exactly once", async () => {
    for (let index = 0; index < 3; index += 1) await registerCustomer(t.app);
    const jobs = new MailJobService(t.database.db, "outbox");
    const [row] = await t.database.db
      .insert(mailJobs)
      .values({
        subject: "Resume test",
        body: "x",
        audience: { kind: "all" },
        recipients: Array.from({ length: 60 }, (_, index) => `r${index}@example.com`),
        transport: "outbox",
        total: 60,
        sent: 25,
        status: "sending",
      })
      .returning();
    if (!row) throw new Error("no job");
    await t.app.mailWorker.stop();
    while (await jobs.step()) {
      // Run every step by hand (the app's worker is stopped).
    }
    const written = await t.database.db.select().from(outboxMail).where(eq(outboxMail.subject, "Resume test"));
    expect(written.map((mail) => mail.to)).toEqual(
      Array.from({ length: 35 }, (_, index) => `r${index + 25}@example.com`),
    );
    expect((await jobs.get(row.id)).status).toBe("done");
  });

  it("with SMTP the sender delivers the outbox once, stamps sent_at, and logs a refused mail for a later retry", async () => {
    // Earlier tests left mail in the outbox; this test starts from an outbox where everything is delivered.
    await t.database.db.update(outboxMail).set({ sentAt: new Date() }).where(isNull(outboxMail.sentAt));
    await t.database.db.insert(outboxMail).values([
      { to: "a@example.com", subject: "S1", body: "B1" },
      { to: "b@example.com", subject: "S2", body: "B2" },
    ]);
    const delivered: OutgoingMail[] = [];
    let down = true;
    const panelUrl = () => t.app.panelDirectory.currentUrl();
    const sender = new OutboxSender(
      t.database.db,
      t.app.settings,
      panelUrl,
      async (mail) => {
        if (down && mail.to === "b@example.com") throw new Error("421 try later");
        delivered.push(mail);
      },
      true,
    );
    await sender.deliverBatch();
    down = false;
    await sender.deliverBatch();
    await sender.deliverBatch();
    const sentTo = delivered.map((mail) => mail.to);
    expect(sentTo.filter((to) => to === "a@example.com")).toHaveLength(1);
    expect(sentTo.filter((to) => to === "b@example.com")).toHaveLength(1);
    expect(delivered[0]?.from).toBe('"Premium SMM Services" <no-reply@smmpanel.local>');
    const unsent = (await t.database.db.select().from(outboxMail)).filter((mail) => mail.sentAt === null);
    expect(unsent).toHaveLength(0);
    const [failure] = await t.database.db.select().from(systemLog).where(eq(systemLog.action, "mail.failed"));
    expect(failure?.message).toContain("421 try later");
  });

  it("with SMTP a password link goes out in the mail and never into the outbox row; without it only such mails go to the log", async () => {
    await t.database.db.update(outboxMail).set({ sentAt: new Date() }).where(isNull(outboxMail.sentAt));
    const customer = await registerCustomer(t.app);
    await t.app.mailWorker.stop(); // this test delivers by hand
    await t.database.db.insert(outboxMail).values({ to: "plain@example.com", subject: "Plain", body: "No link" });
    await t.app.inject({ method: "POST", url: "/api/forgot-password", payload: { email: customer.payload.email } });
    const panelUrl = () => t.app.panelDirectory.currentUrl();
    const logged: OutgoingMail[] = [];
    await new OutboxSender(
      t.database.db,
      t.app.settings,
      panelUrl,
      async (mail) => void logged.push(mail),
      false,
    ).deliverBatch();
    expect(logged.map((mail) => mail.to)).toEqual([customer.payload.email]);
    const delivered: OutgoingMail[] = [];
    await new OutboxSender(
      t.database.db,
      t.app.settings,
      panelUrl,
      async (mail) => void delivered.push(mail),
      true,
    ).deliverBatch();
    expect(delivered.map((mail) => mail.to)).toEqual(["plain@example.com"]);

    const resetRow = (
      await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, customer.payload.email))
    )[0];
    const smtpSent: OutgoingMail[] = [];
    await t.app.inject({ method: "POST", url: `/api/admin/mail/outbox/${resetRow?.id}/resend`, headers: t.admin });
    await new OutboxSender(
      t.database.db,
      t.app.settings,
      panelUrl,
      async (mail) => void smtpSent.push(mail),
      true,
    ).deliverBatch();
    const token = /reset-password\?token=([\w-]+)/.exec(smtpSent[0]?.text ?? "")?.[1] ?? "";
    expect(token).not.toBe("");
    const outbox = await t.database.db.select().from(outboxMail).where(eq(outboxMail.to, customer.payload.email));
    expect(outbox).toHaveLength(2);
    for (const mail of outbox) {
      expect(mail.body).toContain("[reset link hidden]");
      expect(mail.sentAt).not.toBeNull();
    }
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/reset-password",
      payload: { token, password: "Smtp-pass-123", password_confirmation: "Smtp-pass-123" },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
