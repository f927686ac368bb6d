import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Delivers one mail; throws when the server refuses it. */
export type MailTransport = (mail: OutgoingMail) => Promise<void>;

/** nodemailer over SMTP_URL (smtp://user:pass@host:587 or smtps://…:465). */
export function smtpTransport(smtpUrl: string): { send: MailTransport; close(): void } {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL, a mail that must reach someone (a password link) goes to the server's log, read by whoever runs
 * the server, never to the admin area. A warning: nobody gets it unless the server's operator passes it on.
 */
export function logTransport(log: FastifyBaseLogger): MailTransport {
  return async (mail) => {
    log.warn({ mail }, "SMTP_URL is unset: this mail was written here, not sent; pass it on to its recipient");
  };
}
