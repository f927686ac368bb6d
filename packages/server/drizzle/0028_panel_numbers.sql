-- Numbers that customers, owners and API v2 clients see count per panel (issue 37): ids are drawn from one
-- sequence per table for every panel, so a child panel's first order was #21 and told its owner the parent's volume.
-- Each of orders (with drip-feed runs, whose numbers API v2 lists as orders), services, ledger entries and users gets
-- `number`, unique per panel. On the main panel (1) the number is the id, so its existing numbers, its demo data and
-- every address already shared stay as they are; a child panel counts from 1 in `panel_counters`.
CREATE TABLE "panel_counters" (
	"panel_id" integer DEFAULT current_panel_id() NOT NULL,
	"kind" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "panel_counters_panel_id_kind_pk" PRIMARY KEY("panel_id","kind")
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "drip_runs" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
SELECT enable_panel_isolation('panel_counters');--> statement-breakpoint
-- The next number of the row's panel, given whatever the insert sent. One upsert per row: its row lock makes
-- concurrent inserts of one panel take turns until they commit, and a rolled-back insert takes its number back with
-- it, so no two rows ever hold one number. Runs as the inserting role, under row-level security like the row itself.
CREATE FUNCTION assign_panel_number() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.panel_id = 1 THEN
    NEW.number := NEW.id;
  ELSE
    INSERT INTO panel_counters AS c (panel_id, kind, last) VALUES (NEW.panel_id, TG_ARGV[0], 1)
    ON CONFLICT (panel_id, kind) DO UPDATE SET last = c.last + 1
    RETURNING c.last INTO NEW.number;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The rows already here: the main panel's number is its id; each child panel's rows are numbered in id order (its
-- orders and drip-feed runs together, as they share a counter), and its counters start after them.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_no_update_or_delete";--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['services', 'ledger_entries', 'users'] LOOP
    EXECUTE format('UPDATE %I SET number = id WHERE panel_id = 1', t);
    EXECUTE format(
      'UPDATE %1$I r SET number = n.number FROM (
         SELECT id, row_number() OVER (PARTITION BY panel_id ORDER BY id) AS number FROM %1$I WHERE panel_id <> 1
       ) n WHERE r.id = n.id', t);
  END LOOP;
END;
$$;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_no_update_or_delete";--> statement-breakpoint
UPDATE "orders" SET "number" = "id" WHERE "panel_id" = 1;--> statement-breakpoint
UPDATE "drip_runs" SET "number" = "id" WHERE "panel_id" = 1;--> statement-breakpoint
CREATE TEMPORARY TABLE "child_order_numbers" AS
  SELECT kind, id, row_number() OVER (PARTITION BY panel_id ORDER BY id) AS number
  FROM (SELECT 'order' AS kind, id, panel_id FROM orders WHERE panel_id <> 1
        UNION ALL SELECT 'run', id, panel_id FROM drip_runs WHERE panel_id <> 1) o;--> statement-breakpoint
UPDATE "orders" o SET "number" = n.number FROM "child_order_numbers" n WHERE n.kind = 'order' AND o.id = n.id;--> statement-breakpoint
UPDATE "drip_runs" r SET "number" = n.number FROM "child_order_numbers" n WHERE n.kind = 'run' AND r.id = n.id;--> statement-breakpoint
DROP TABLE "child_order_numbers";--> statement-breakpoint
INSERT INTO "panel_counters" ("panel_id", "kind", "last")
  SELECT panel_id, 'orders', max(number) FROM (SELECT panel_id, number FROM orders UNION ALL SELECT panel_id, number FROM drip_runs) o
  WHERE panel_id <> 1 GROUP BY panel_id
  UNION ALL SELECT panel_id, 'services', max(number) FROM services WHERE panel_id <> 1 GROUP BY panel_id
  UNION ALL SELECT panel_id, 'ledger', max(number) FROM ledger_entries WHERE panel_id <> 1 GROUP BY panel_id
  UNION ALL SELECT panel_id, 'users', max(number) FROM users WHERE panel_id <> 1 GROUP BY panel_id;--> statement-breakpoint
CREATE TRIGGER "orders_number" BEFORE INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION assign_panel_number('orders');--> statement-breakpoint
CREATE TRIGGER "drip_runs_number" BEFORE INSERT ON "drip_runs" FOR EACH ROW EXECUTE FUNCTION assign_panel_number('orders');--> statement-breakpoint
CREATE TRIGGER "services_number" BEFORE INSERT ON "services" FOR EACH ROW EXECUTE FUNCTION assign_panel_number('services');--> statement-breakpoint
CREATE TRIGGER "ledger_entries_number" BEFORE INSERT ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION assign_panel_number('ledger');--> statement-breakpoint
CREATE TRIGGER "users_number" BEFORE INSERT ON "users" FOR EACH ROW EXECUTE FUNCTION assign_panel_number('users');--> statement-breakpoint
CREATE UNIQUE INDEX "services_panel_number_idx" ON "services" USING btree ("panel_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_panel_number_idx" ON "ledger_entries" USING btree ("panel_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_panel_number_idx" ON "orders" USING btree ("panel_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "drip_runs_panel_number_idx" ON "drip_runs" USING btree ("panel_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "users_panel_number_idx" ON "users" USING btree ("panel_id","number");