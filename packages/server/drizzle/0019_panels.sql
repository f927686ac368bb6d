-- Child panels (issue 18): one server, many panels, each seeing only its own rows.
--
-- Every table of a panel's data gets `panel_id` (the rows already here are the main panel's, panel 1) and
-- row-level security, forced: a connection sees and writes only the rows of the panel its `app.panel_id` setting
-- names, and none when it names none. The application runs every query as the role smm_app (db/panel-connection.ts
-- sets the role and the panel on each connection); migrations run as the connecting user, the tables' owner, which
-- must be a superuser or have BYPASSRLS. The job queue, the login throttle and the panels registry are global.
--
-- A new tenant table later: give it `panel_id` (schema/columns.ts's panelId()), then
-- `SELECT enable_panel_isolation('<table>')` in its migration (src/services/panels/isolation.test.ts fails until you do).
CREATE FUNCTION current_panel_id() RETURNS integer LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.panel_id', true), '')::integer $$;
--> statement-breakpoint
CREATE TABLE "panels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "panels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"domain" text,
	"status" text DEFAULT 'active' NOT NULL,
	"parent_id" integer,
	"owner_user_id" integer,
	"order_id" integer,
	"price_per_month" numeric(14, 2) DEFAULT '0' NOT NULL,
	"renews_at" timestamp with time zone,
	"suspended_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panels" ADD CONSTRAINT "panels_parent_id_panels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."panels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panels_name_idx" ON "panels" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "panels_domain_idx" ON "panels" USING btree ("domain");--> statement-breakpoint
CREATE UNIQUE INDEX "panels_order_idx" ON "panels" USING btree ("parent_id","order_id");--> statement-breakpoint
INSERT INTO "panels" ("id", "name") OVERRIDING SYSTEM VALUE VALUES (1, 'main');--> statement-breakpoint
SELECT setval('panels_id_seq', 1);--> statement-breakpoint
-- The role the application runs as. Roles belong to the whole PostgreSQL cluster, so another database of it may
-- have made it already. Creating it needs a superuser or CREATEROLE; a DBA can instead run, once:
--   CREATE ROLE smm_app NOLOGIN; GRANT smm_app TO <the panel's database user>;
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'smm_app') THEN
    BEGIN
      CREATE ROLE smm_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL; -- made meanwhile by a migration of another database of this cluster
    END;
  END IF;
  IF NOT pg_has_role(current_user, 'smm_app', 'MEMBER') THEN
    EXECUTE format('GRANT smm_app TO %I', current_user);
  END IF;
END;
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO smm_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO smm_app;--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO smm_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO smm_app;--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO smm_app;--> statement-breakpoint
-- The isolation of one table: its rows are the current panel's, for reading and for writing, whoever asks.
CREATE FUNCTION enable_panel_isolation(tablename text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %I ALTER COLUMN panel_id SET DEFAULT current_panel_id()', tablename);
  EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tablename);
  EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tablename);
  EXECUTE format(
    'CREATE POLICY panel_isolation ON %I USING (panel_id = current_panel_id()) WITH CHECK (panel_id = current_panel_id())',
    tablename);
END;
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION enable_panel_isolation(text) FROM PUBLIC;--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users', 'admins', 'sessions', 'password_resets', 'api_keys', 'admin_password_resets', 'user_discounts',
    'user_custom_rates', 'categories', 'services', 'service_updates', 'orders', 'order_costs', 'ledger_entries',
    'payments', 'idempotency_keys', 'providers', 'admin_notifications', 'service_sources', 'order_details',
    'drip_runs', 'provider_orders', 'refills', 'cancel_requests', 'tickets', 'ticket_messages', 'attachments',
    'child_panels', 'affiliate_visits', 'affiliate_payouts', 'notifications', 'outbox_mail', 'settings',
    'system_log', 'mail_jobs', 'daily_figures', 'service_order_counts', 'customer_totals', 'aggregates_state',
    'catalogue_state', 'admin_two_factor', 'admin_recovery_codes', 'admin_login_challenges'
  ] LOOP
    -- A constant default fills the existing rows without rewriting the table; then new rows take the connection's.
    EXECUTE format('ALTER TABLE %I ADD COLUMN panel_id integer DEFAULT 1 NOT NULL', t);
    PERFORM enable_panel_isolation(t);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- Jobs carry their panel (the worker runs each as it); the periodic ones, which visit every panel, carry none.
ALTER TABLE "jobs" ADD COLUMN "panel_id" integer DEFAULT current_panel_id();--> statement-breakpoint
UPDATE "jobs" SET "panel_id" = 1 WHERE "kind" NOT IN ('sync-statuses', 'sync-services', 'refresh-aggregates', 'refresh-balances');--> statement-breakpoint
ALTER TABLE "aggregates_state" DROP CONSTRAINT "aggregates_state_pkey";--> statement-breakpoint
ALTER TABLE "catalogue_state" DROP CONSTRAINT "catalogue_state_pkey";--> statement-breakpoint
ALTER TABLE "daily_figures" DROP CONSTRAINT "daily_figures_pkey";--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_pkey";--> statement-breakpoint
ALTER TABLE "aggregates_state" ADD CONSTRAINT "aggregates_state_panel_id_id_pk" PRIMARY KEY("panel_id","id");--> statement-breakpoint
ALTER TABLE "catalogue_state" ADD CONSTRAINT "catalogue_state_panel_id_id_pk" PRIMARY KEY("panel_id","id");--> statement-breakpoint
ALTER TABLE "daily_figures" ADD CONSTRAINT "daily_figures_panel_id_day_pk" PRIMARY KEY("panel_id","day");--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_panel_id_key_pk" PRIMARY KEY("panel_id","key");--> statement-breakpoint
-- Names and addresses are unique per panel; the panel comes last, so the look-up by name still leads the index.
-- The case-blind look-ups compare a stored lower-case copy with `=`: under row-level security PostgreSQL uses an
-- index for a condition only when its functions cannot leak (LEAKPROOF), and `lower("email") = $1` has lower() applied
-- to the row, which is not marked so (marking it is a superuser's change to a built-in of the whole database), while
-- `email_lower = lower($1)` applies it only to the query's own value.
DROP INDEX "admins_email_lower_idx";--> statement-breakpoint
DROP INDEX "users_username_lower_idx";--> statement-breakpoint
DROP INDEX "users_email_lower_idx";--> statement-breakpoint
DROP INDEX "users_referral_code_idx";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "username_lower" text GENERATED ALWAYS AS (lower("username")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("email")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_lower" text GENERATED ALWAYS AS (lower("username")) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_lower" text GENERATED ALWAYS AS (lower("email")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "admins_username_lower_idx" ON "admins" USING btree ("username_lower","panel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "admins_email_lower_idx" ON "admins" USING btree ("email_lower","panel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree ("username_lower","panel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree ("email_lower","panel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_idx" ON "users" USING btree ("referral_code","panel_id");--> statement-breakpoint
-- The start of the oldest transaction open in this database (the roll-ups' horizon), as the owner: the
-- application's role would see only the start of its own sessions' transactions in pg_stat_activity.
CREATE FUNCTION oldest_open_transaction_start() RETURNS timestamptz LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT least(now(), min(xact_start)) FROM pg_stat_activity
  WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid();
$$;
--> statement-breakpoint
-- What the background work must see across panels to find its work, each answering which panels have some.
-- SECURITY DEFINER: they run as the tables' owner, whom row-level security does not apply to; they return no
-- panel's data, only panel ids, and the work itself runs as each panel (jobs/panels.ts).
CREATE FUNCTION panels_with_providers() RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT panel_id FROM providers;
$$;
--> statement-breakpoint
-- Panels with rows their roll-ups do not hold yet, or whose popularity is due to be published.
CREATE FUNCTION panels_with_new_activity(popularity_every interval) RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT a.panel_id FROM aggregates_state a
  WHERE EXISTS (SELECT 1 FROM orders o WHERE o.panel_id = a.panel_id AND o.created_at >= a.horizon)
     OR EXISTS (SELECT 1 FROM ledger_entries l WHERE l.panel_id = a.panel_id AND l.kind IN ('deposit', 'refund') AND l.created_at >= a.horizon)
     OR EXISTS (SELECT 1 FROM users u WHERE u.panel_id = a.panel_id AND u.created_at >= a.horizon)
     OR (a.popularity_published_at < now() - popularity_every
         AND EXISTS (SELECT 1 FROM service_order_counts c WHERE c.panel_id = a.panel_id));
$$;
--> statement-breakpoint
CREATE FUNCTION panels_with_mail_work(delivering boolean) RETURNS SETOF integer LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT DISTINCT panel_id FROM mail_jobs WHERE status IN ('queued', 'sending')
  UNION SELECT DISTINCT panel_id FROM outbox_mail WHERE delivering AND sent_at IS NULL;
$$;
