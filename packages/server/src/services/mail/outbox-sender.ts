import { mailSender, panelNameOr } from "@smm/domain";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMail } from "../../db/schema";
import { writeLog } from "../admin/system-log";
import type { PanelUrl } from "../panels/directory";
import type { SettingsService } from "../settings";
import { withLiveLink } from "./password-links";
import type { MailTransport } from "./transport";

const BATCH = 20;

/**
 * The transactional outbox of mail: every mail the panel writes (password resets, admin mail) is first a row
 * of outbox_mail, in the same transaction as what caused it. This sender delivers unsent rows and stamps `sent_at`:
 * with SMTP every mail; without it (`everything` false, the transport writes to the server log) only the mails with
 * a password link, which must reach their recipient; the others stay in the outbox for the admin to read.
 * A mail the transport refuses is logged as an error and retried on a later pass.
 */
export class OutboxSender {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
    private readonly panelUrl: PanelUrl,
    private readonly transport: MailTransport,
    readonly everything: boolean,
  ) {}

  /**
   * Delivers up to one batch, each mail in its own transaction that holds the row (FOR UPDATE SKIP LOCKED) while
   * it is sent: two instances never send the same mail. Returns how many were delivered.
   */
  async deliverBatch(): Promise<number> {
    // Before any transaction: inside one PGlite runs no other query, and the address may need one.
    const siteUrl = await this.panelUrl();
    // The panel's own name as the sender's: a child panel's customers never see its parent's. Until the operator
    // sets a name and an address, its host stands for both (a production panel starts with neither).
    const { mail_from, site_name } = await this.settings.all();
    const host = new URL(siteUrl).hostname;
    const from = mailSender(panelNameOr(site_name, host), mail_from.trim() || `no-reply@${host}`);
    const unsent = this.everything
      ? isNull(outboxMail.sentAt)
      : and(isNull(outboxMail.sentAt), isNotNull(outboxMail.linkPurpose));
    let delivered = 0;
    for (let index = 0; index < BATCH; index += 1) {
      let failure: { id: number; to: string; reason: string } | undefined;
      try {
        const sent = await this.db.transaction(async (tx) => {
          const [mail] = await tx
            .select()
            .from(outboxMail)
            .where(unsent)
            .orderBy(asc(outboxMail.id))
            .limit(1)
            .for("update", { skipLocked: true });
          if (!mail) return false;
          const text = await withLiveLink(tx, siteUrl, mail);
          try {
            await this.transport({ from, to: mail.to, subject: mail.subject, text });
          } catch (error) {
            failure = { id: mail.id, to: mail.to, reason: error instanceof Error ? error.message : String(error) };
            throw error; // rolls the link's token back: it never reached anyone
          }
          await tx.update(outboxMail).set({ sentAt: new Date() }).where(eq(outboxMail.id, mail.id));
          return true;
        });
        if (!sent) break;
        delivered += 1;
      } catch (error) {
        if (!failure) throw error;
        await writeLog(this.db, {
          type: "error",
          action: "mail.failed",
          actor: "system",
          target: `mail:${failure.id}`,
          message: `Could not deliver mail #${failure.id} to ${failure.to}: ${failure.reason}`,
        });
        // Stop this pass: the next one retries from the same mail, so a server that is down is not hammered.
        break;
      }
    }
    return delivered;
  }
}
