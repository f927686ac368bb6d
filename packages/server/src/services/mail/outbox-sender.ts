import { mailSender } from "@smm/domain";
import { asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMail } from "../../db/schema";
import { writeLog } from "../admin/system-log";
import type { SettingsService } from "../settings";
import type { MailTransport } from "./transport";

const BATCH = 20;

/**
 * The transactional outbox of mail: every mail the panel writes (password resets, admin mail) is first a row
 * of outbox_mail, in the same transaction as what caused it. When SMTP is configured this sender delivers the
 * unsent rows and stamps `sent_at`; without SMTP they stay in the outbox for the admin to read.
 * A mail the SMTP server refuses is logged as an error and retried on a later pass.
 */
export class OutboxSender {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly transport: MailTransport,
  ) {}

  /**
   * Delivers up to one batch, each mail in its own transaction that holds the row (FOR UPDATE SKIP LOCKED) while
   * it is sent: two instances never send the same mail. Returns how many were delivered.
   */
  async deliverBatch(): Promise<number> {
    // The panel's own name as the sender's: a child panel's customers never see its parent's.
    const { mail_from, site_name } = await this.settings.all();
    const from = mailSender(site_name, mail_from);
    let delivered = 0;
    for (let index = 0; index < BATCH; index += 1) {
      const outcome = await this.db.transaction(async (tx) => {
        const [mail] = await tx
          .select()
          .from(outboxMail)
          .where(isNull(outboxMail.sentAt))
          .orderBy(asc(outboxMail.id))
          .limit(1)
          .for("update", { skipLocked: true });
        if (!mail) return "empty" as const;
        try {
          await this.transport({ from, to: mail.to, subject: mail.subject, text: mail.body });
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          return { failed: mail, reason };
        }
        await tx.update(outboxMail).set({ sentAt: new Date() }).where(eq(outboxMail.id, mail.id));
        return "sent" as const;
      });
      if (outcome === "empty") break;
      if (outcome === "sent") {
        delivered += 1;
        continue;
      }
      await writeLog(this.db, {
        type: "error",
        action: "mail.failed",
        actor: "system",
        target: `mail:${outcome.failed.id}`,
        message: `Could not deliver mail #${outcome.failed.id} to ${outcome.failed.to}: ${outcome.reason}`,
      });
      // Stop this pass: the next one retries from the same mail, so a server that is down is not hammered.
      break;
    }
    return delivered;
  }
}
