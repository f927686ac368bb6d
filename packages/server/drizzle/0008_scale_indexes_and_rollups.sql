-- At a million orders (issue 19): trigram search, indexes that match each list and background job, roll-ups.
--
-- Indexes are built here with a plain CREATE INDEX: drizzle runs every migration inside one transaction, where
-- CREATE INDEX CONCURRENTLY is not allowed. On a large live database that locks writes to each table while its
-- index builds (seconds per million rows); to avoid it, run the CREATE INDEX CONCURRENTLY statements of this file
-- by hand first: each is IF NOT EXISTS, so the migration then skips them.
--
-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it as a
-- contrib extension (src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "aggregates_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"horizon" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL,
	"popularity_published_at" timestamp with time zone DEFAULT '1970-01-01T00:00:00Z' NOT NULL,
	CONSTRAINT "aggregates_state_one_row" CHECK ("aggregates_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_state_one_row" CHECK ("catalogue_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "customer_totals" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"spent" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_figures" (
	"day" date PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"order_charges" numeric DEFAULT '0' NOT NULL,
	"order_refunds" numeric DEFAULT '0' NOT NULL,
	"deposits" numeric DEFAULT '0' NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_order_counts" (
	"service_id" integer PRIMARY KEY NOT NULL,
	"orders" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "order_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_orders" ADD COLUMN "closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_totals" ADD CONSTRAINT "customer_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_order_counts" ADD CONSTRAINT "service_order_counts_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_jobs_unfinished_idx" ON "mail_jobs" USING btree ("id") WHERE "mail_jobs"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "system_log_search_trgm_idx" ON "system_log" USING gin (("action" || ' ' || "actor" || ' ' || coalesce("target", '') || ' ' || "message" || ' ' || coalesce("ip", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "services_title_trgm_idx" ON "services" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_kind_created_idx" ON "ledger_entries" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_link_trgm_idx" ON "orders" USING gin ("link" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cancel_requests_created_idx" ON "cancel_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_orders_provider_order_idx" ON "provider_orders" USING btree ("provider_id","order_id") WHERE "provider_orders"."run" = 0;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_orders_awaiting_status_idx" ON "provider_orders" USING btree ("provider_id","updated_at") WHERE "provider_orders"."run" = 0 and "provider_orders"."state" = 'sent' and not "provider_orders"."closed";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_orders_open_runs_idx" ON "provider_orders" USING btree ("provider_id","order_id") WHERE "provider_orders"."run" > 0 and not "provider_orders"."closed";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refills_open_idx" ON "refills" USING btree ("id") WHERE "refills"."status" in ('pending', 'in-progress');--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "refills_created_idx" ON "refills" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_mail_unsent_idx" ON "outbox_mail" USING btree ("id") WHERE "outbox_mail"."sent_at" is null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "outbox_mail_search_trgm_idx" ON "outbox_mail" USING gin (("to" || ' ' || "subject") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin (("username" || ' ' || "email" || ' ' || "first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_created_idx" ON "users" USING btree ("created_at");
--> statement-breakpoint
-- Orders already final are not polled again (the status sync closes the rest as they finish).
UPDATE "provider_orders" po SET "closed" = true
  FROM "orders" o WHERE o."id" = po."order_id" AND o."status" IN ('completed', 'partial', 'canceled');
--> statement-breakpoint
INSERT INTO "aggregates_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Any change to services or categories, by any code path or instance, raises the catalogue's version in the same
-- transaction; servers compare it with the version of the catalogue they cached (services/catalogue-cache.ts).
CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER services_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_version AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();
