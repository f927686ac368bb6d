-- Indexes led by the panel, for the lists and the pending work whose key is not a panel's own (ids, times, statuses).
-- Row-level security adds `panel_id = current_panel_id()` to every query: with an index on (id) alone, a small
-- child panel's "newest first" walked every row of a big panel before finding its own (300 ms at 500,000 orders).
-- Lists keyed by a customer, a service or a provider need none: those ids belong to one panel.
DROP INDEX "mail_jobs_unfinished_idx";--> statement-breakpoint
DROP INDEX "system_log_created_idx";--> statement-breakpoint
DROP INDEX "system_log_type_created_idx";--> statement-breakpoint
DROP INDEX "service_updates_created_idx";--> statement-breakpoint
DROP INDEX "ledger_kind_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_id_idx";--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "payments_status_id_idx";--> statement-breakpoint
DROP INDEX "admin_notifications_created_idx";--> statement-breakpoint
DROP INDEX "cancel_requests_created_idx";--> statement-breakpoint
DROP INDEX "refills_open_idx";--> statement-breakpoint
DROP INDEX "refills_created_idx";--> statement-breakpoint
DROP INDEX "outbox_mail_unsent_idx";--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "ledger_panel_id_idx" ON "ledger_entries" USING btree ("panel_id","id");--> statement-breakpoint
CREATE INDEX "orders_panel_id_idx" ON "orders" USING btree ("panel_id","id");--> statement-breakpoint
CREATE INDEX "payments_panel_id_idx" ON "payments" USING btree ("panel_id","id");--> statement-breakpoint
CREATE INDEX "mail_jobs_unfinished_idx" ON "mail_jobs" USING btree ("panel_id","id") WHERE "mail_jobs"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "system_log_created_idx" ON "system_log" USING btree ("panel_id","created_at");--> statement-breakpoint
CREATE INDEX "system_log_type_created_idx" ON "system_log" USING btree ("panel_id","type","created_at");--> statement-breakpoint
CREATE INDEX "service_updates_created_idx" ON "service_updates" USING btree ("panel_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_kind_created_idx" ON "ledger_entries" USING btree ("panel_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("panel_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("panel_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_id_idx" ON "payments" USING btree ("panel_id","status","id");--> statement-breakpoint
CREATE INDEX "admin_notifications_created_idx" ON "admin_notifications" USING btree ("panel_id","created_at");--> statement-breakpoint
CREATE INDEX "cancel_requests_created_idx" ON "cancel_requests" USING btree ("panel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refills_open_idx" ON "refills" USING btree ("panel_id","id") WHERE "refills"."status" in ('pending', 'in-progress');--> statement-breakpoint
CREATE INDEX "refills_created_idx" ON "refills" USING btree ("panel_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_mail_unsent_idx" ON "outbox_mail" USING btree ("panel_id","id") WHERE "outbox_mail"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("panel_id","created_at");