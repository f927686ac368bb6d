-- Issue 39, admin figures bounded by what they show. A ledger row that charges or refunds an order names it in
-- `order_id` (its reference stays "order:<id>"), so the reports and the roll-ups join an order's refunds through an
-- index instead of parsing the reference. Orders, ledger rows and users get `written_at`, when the row was written
-- (now() of its transaction), which the roll-ups count by, so rows brought in with their original `created_at`
-- (an import from another panel) are counted too.
-- The rows already here: `written_at` stays null on those already in the roll-ups (created before their panel's
-- horizon, when `created_at` was the write time); the others get their `created_at`, so the next roll-up counts
-- them once. Every order's ledger row gets its order from the reference. The owner lifts the panel isolation (and
-- the ledger's append-only trigger) for these statements, every panel's rows being meant.
ALTER TABLE "ledger_entries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "written_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "written_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "written_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "written_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "written_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "written_at" SET DEFAULT now();--> statement-breakpoint
ALTER TABLE "aggregates_state" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_entries" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_no_update_or_delete";--> statement-breakpoint
UPDATE "ledger_entries" l SET "order_id" = o.id
  FROM "orders" o
  WHERE l.reference ~ '^order:[0-9]{1,9}$' AND o.id = substr(l.reference, 7)::integer AND o.user_id = l.user_id;--> statement-breakpoint
UPDATE "ledger_entries" l SET "written_at" = l.created_at
  WHERE NOT EXISTS (SELECT 1 FROM "aggregates_state" a WHERE a.panel_id = l.panel_id AND l.created_at < a.horizon);--> statement-breakpoint
UPDATE "orders" o SET "written_at" = o.created_at
  WHERE NOT EXISTS (SELECT 1 FROM "aggregates_state" a WHERE a.panel_id = o.panel_id AND o.created_at < a.horizon);--> statement-breakpoint
UPDATE "users" u SET "written_at" = u.created_at
  WHERE NOT EXISTS (SELECT 1 FROM "aggregates_state" a WHERE a.panel_id = u.panel_id AND u.created_at < a.horizon);--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_no_update_or_delete";--> statement-breakpoint
ALTER TABLE "ledger_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "aggregates_state" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE INDEX "ledger_order_idx" ON "ledger_entries" USING btree ("order_id") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "ledger_kind_written_idx" ON "ledger_entries" USING btree ("panel_id","kind","written_at");--> statement-breakpoint
CREATE INDEX "orders_written_idx" ON "orders" USING btree ("panel_id","written_at");--> statement-breakpoint
CREATE INDEX "users_written_idx" ON "users" USING btree ("panel_id","written_at");
