import type { AdminListQuery, AdminPage, MailAudience, MailJob, MailRequest, OutboxMail } from "@smm/domain";
import { asc, desc, eq, ilike, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailJobs, outboxMail, outboxSearchText } from "../../db/schema";
import { notFound, validationError } from "../../errors";
import { likePattern, pagedList, pagingOf, rowNumberOver } from "../admin/paging";
import { type AuditContext, audit, writeLog } from "../admin/system-log";
import { recipientsOf } from "./audience";

type JobRow = typeof mailJobs.$inferSelect;

function toOutboxMail(row: typeof outboxMail.$inferSelect): OutboxMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** How many recipients one step writes: progress moves in steps the admin can watch. */
export const MAIL_STEP = 25;

function toMailJob(row: JobRow): MailJob {
  return {
    id: row.id,
    subject: row.subject,
    audience: row.audience as MailAudience,
    status: row.status,
    total: row.total,
    sent: row.sent,
    failed: row.failed,
    transport: row.transport,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Admin mail to one user, everyone or a segment. The recipients are fixed when the job is created; a step
 * writes the next MAIL_STEP of them into outbox_mail and advances `sent` in the same transaction, so a job
 * interrupted by a restart resumes exactly where it stopped (no one mailed twice, no one skipped).
 */
export class MailJobService {
  constructor(
    private readonly db: Db,
    private readonly transport: "smtp" | "outbox",
  ) {}

  async create(
    context: AuditContext,
    adminId: number | null,
    { audience, subject, body: text }: MailRequest,
  ): Promise<MailJob> {
    const recipients = await recipientsOf(this.db, audience);
    if (recipients.length === 0) {
      throw validationError({ audience: ["Nobody matches this audience, so there is no one to write to."] });
    }
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mailJobs)
        .values({
          adminId,
          subject,
          body: text,
          audience,
          recipients,
          transport: this.transport,
          total: recipients.length,
        })
        .returning();
      if (!row) throw new Error("mail job insert returned nothing");
      await audit(tx, context, "mail.send", `mail-job:${row.id}`, {
        after: { subject, audience, total: recipients.length },
      });
      return toMailJob(row);
    });
  }

  async get(id: number): Promise<MailJob> {
    const [row] = await this.db.select().from(mailJobs).where(eq(mailJobs.id, id)).limit(1);
    if (!row) throw notFound("Mail job not found");
    return toMailJob(row);
  }

  async list(query: { page?: number; per_page?: number }): Promise<AdminPage<MailJob>> {
    const order = [desc(mailJobs.id)];
    return pagedList(this.db, pagingOf(query), {
      numbered: (limit) =>
        this.db
          .select({ id: mailJobs.id, n: rowNumberOver(order) })
          .from(mailJobs)
          .orderBy(...order)
          .limit(limit),
      all: () => this.db.select({ id: mailJobs.id }).from(mailJobs),
      rows: async (ids) => (await this.db.select().from(mailJobs).where(inArray(mailJobs.id, ids))).map(toMailJob),
      keyOf: (job) => job.id,
    });
  }

  /** Every mail the panel wrote, newest first; the search looks in recipient and subject (one trigram index). */
  async outbox(query: AdminListQuery): Promise<AdminPage<OutboxMail>> {
    const search = query.search?.trim();
    const where = search ? ilike(outboxSearchText(outboxMail), likePattern(search)) : undefined;
    const order = [desc(outboxMail.id)];
    return pagedList(this.db, pagingOf(query), {
      numbered: (limit) =>
        this.db
          .select({ id: outboxMail.id, n: rowNumberOver(order) })
          .from(outboxMail)
          .where(where)
          .orderBy(...order)
          .limit(limit),
      all: () => this.db.select({ id: outboxMail.id }).from(outboxMail).where(where),
      rows: async (ids) =>
        (await this.db.select().from(outboxMail).where(inArray(outboxMail.id, ids))).map(toOutboxMail),
      keyOf: (mail) => mail.id,
    });
  }

  /**
   * Sends an outbox mail again as a new outbox row; the old one stays as it was. A mail with a password link gets a
   * new link when it goes out (the old link, if still unused, keeps its own expiry).
   */
  async resend(context: AuditContext, id: number): Promise<OutboxMail> {
    return this.db.transaction(async (tx) => {
      const [mail] = await tx.select().from(outboxMail).where(eq(outboxMail.id, id)).limit(1);
      if (!mail) throw notFound("Mail not found");
      const { to, subject, body, linkPurpose, linkAccountId } = mail;
      const [copy] = await tx.insert(outboxMail).values({ to, subject, body, linkPurpose, linkAccountId }).returning();
      if (!copy) throw new Error("resending wrote no mail");
      await audit(tx, context, "mail.resend", `mail:${copy.id}`, { after: { resent: id, to, subject } });
      return toOutboxMail(copy);
    });
  }

  /** Moves the oldest unfinished job one step on; false when there is nothing left to do. */
  async step(): Promise<boolean> {
    try {
      return await this.db.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(mailJobs)
          .where(inArray(mailJobs.status, ["queued", "sending"]))
          .orderBy(asc(mailJobs.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!job) return false;
        const done = job.sent + job.failed;
        const batch = job.recipients.slice(done, done + MAIL_STEP);
        if (batch.length > 0) {
          await tx.insert(outboxMail).values(batch.map((to) => ({ to, subject: job.subject, body: job.body })));
        }
        const sent = job.sent + batch.length;
        const finished = sent + job.failed >= job.total;
        await tx
          .update(mailJobs)
          .set({ sent, status: finished ? "done" : "sending", finishedAt: finished ? new Date() : null })
          .where(eq(mailJobs.id, job.id));
        return true;
      });
    } catch (error) {
      await writeLog(this.db, {
        type: "error",
        action: "mail.job_failed",
        actor: "system",
        message: `A mail job step failed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return false;
    }
  }
}
