import { eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailJobs, outboxMail, systemLog } from "../../../../db/schema";
import { MailJobService } from "../../../../services/mail/mail-jobs";
import { OutboxSender } from "../../../../services/mail/outbox-sender";
import type { OutgoingMail } from "../../../../services/mail/transport";
import { fundCustomer, registerCustomer } from "../../../../testing";
import { adminSuite } from "../test-helpers";

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
});
