ALTER TABLE "outbox_mail" ADD COLUMN "link_purpose" text;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD COLUMN "link_account_id" integer;--> statement-breakpoint
-- Without SMTP the mail worker still delivers the mails with a password link (to the server log).
CREATE OR REPLACE FUNCTION panels_with_mail_work(delivering boolean) RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT panel_id FROM mail_jobs WHERE status IN ('queued', 'sending')
  UNION SELECT DISTINCT panel_id FROM outbox_mail WHERE sent_at IS NULL AND (delivering OR link_purpose IS NOT NULL);
$$;
--> statement-breakpoint
-- Links written before this change still sat readable in the outbox: hidden (a resend issues a fresh one). The
-- owner lifts the panel isolation for this one statement, every panel's rows being meant.
ALTER TABLE outbox_mail NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE outbox_mail SET body = regexp_replace(body, 'https?://\S+\?token=[A-Za-z0-9_-]+', '[link hidden]', 'g') WHERE body ~ '\?token=';--> statement-breakpoint
ALTER TABLE outbox_mail FORCE ROW LEVEL SECURITY;
