import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { forEachPanelWithWork } from "../../jobs/panels";
import type { MailJobService } from "./mail-jobs";
import type { OutboxSender } from "./outbox-sender";

const IDLE_MS = 2000;

/**
 * The in-process background loop of mail: it advances mail jobs step by step and delivers the outbox (with SMTP
 * configured every mail, else the mails with a password link, to the log). All progress lives in the database, so a
 * restart simply resumes. `kick()` wakes it at once (a job or a link mail was just queued); `stop()` waits for the
 * pass in flight, so an app closes cleanly.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private started = false;
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly jobs: MailJobService,
    private readonly sender: OutboxSender,
  ) {}

  start(): void {
    this.started = true;
    this.schedule(0);
  }

  kick(): void {
    if (this.started && !this.closing && !this.running) this.schedule(0);
  }

  async stop(): Promise<void> {
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One full pass, as each panel with mail to send in turn. */
  runOnce(): Promise<void> {
    return forEachPanelWithWork(this.db, sql`panels_with_mail_work(${this.sender.everything})`, () => this.runPanel());
  }

  /** Every job step of the current panel until none is left, then one delivery batch. */
  private async runPanel(): Promise<void> {
    while (!this.closing && (await this.jobs.step())) {
      // Each step is its own transaction; looping lets a large job finish without waiting for the timer.
    }
    if (!this.closing) await this.sender.deliverBatch();
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch(() => {
          // Failures are logged by the steps themselves; the loop must survive them.
        })
        .finally(() => {
          this.running = undefined;
          if (!this.closing) this.schedule(IDLE_MS);
        });
    }, delay);
    this.timer.unref();
  }
}
