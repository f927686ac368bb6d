CREATE TABLE "order_cost_changes" (
	"panel_id" integer DEFAULT current_panel_id() NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(18, 6) NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_day_figures" (
	"panel_id" integer DEFAULT current_panel_id() NOT NULL,
	"day" date NOT NULL,
	"service_id" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"charged" numeric DEFAULT '0' NOT NULL,
	"refunds" numeric DEFAULT '0' NOT NULL,
	"cost" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "service_day_figures_panel_id_day_service_id_pk" PRIMARY KEY("panel_id","day","service_id")
);
--> statement-breakpoint
ALTER TABLE "daily_figures" ADD COLUMN "order_costs" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_cost_changes" ADD CONSTRAINT "order_cost_changes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_cost_changes_written_idx" ON "order_cost_changes" USING btree ("panel_id","written_at");--> statement-breakpoint
CREATE INDEX "order_cost_changes_order_idx" ON "order_cost_changes" USING btree ("order_id");--> statement-breakpoint
-- Issue 39, the admin reports bounded by what they show: service_day_figures rolls up, per day of the order's own
-- date and service (daily_figures per day, its new order_costs), the orders, their charges, their refunds and their
-- cost, each part counted by when its own row was written. An order's cost changes after it is placed (its status leaves the open ones, order_costs records or
-- settles it), so these triggers write each change of its counted cost (order-costs.ts `countedCost`, here
-- counted_cost) to order_cost_changes, in the transaction that makes it: the roll-up counts a change by when it was
-- written, an order's placed cost being its cost now less its changes. A cost row's writer first locks its order, as
-- the status change does, so the two triggers of one order never compute from each other's stale row.
SELECT enable_panel_isolation('service_day_figures');--> statement-breakpoint
SELECT enable_panel_isolation('order_cost_changes');--> statement-breakpoint
CREATE FUNCTION counted_cost(status text, expected_cost numeric, recorded numeric) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(recorded, CASE WHEN status NOT IN ('completed', 'partial', 'canceled') THEN expected_cost END)
$$;
--> statement-breakpoint
CREATE FUNCTION record_order_cost_change(panel integer, changed_order integer, before numeric, after numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(after, 0) <> coalesce(before, 0) THEN
    INSERT INTO order_cost_changes (panel_id, order_id, amount)
    VALUES (panel, changed_order, coalesce(after, 0) - coalesce(before, 0));
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION orders_cost_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  recorded numeric := (SELECT cost FROM order_costs WHERE order_costs.order_id = NEW.id);
BEGIN
  PERFORM record_order_cost_change(NEW.panel_id, NEW.id, counted_cost(OLD.status, OLD.expected_cost, recorded),
    counted_cost(NEW.status, NEW.expected_cost, recorded));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_cost_change AFTER UPDATE OF status, expected_cost ON orders FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.expected_cost IS DISTINCT FROM NEW.expected_cost)
  EXECUTE FUNCTION orders_cost_change();
--> statement-breakpoint
CREATE FUNCTION order_costs_lock_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM orders WHERE id = NEW.order_id FOR NO KEY UPDATE;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_costs_lock_order BEFORE INSERT OR UPDATE ON order_costs FOR EACH ROW
  EXECUTE FUNCTION order_costs_lock_order();
--> statement-breakpoint
CREATE FUNCTION order_costs_cost_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  placed record;
  before numeric;
BEGIN
  SELECT panel_id, status, expected_cost INTO placed FROM orders WHERE id = NEW.order_id;
  IF TG_OP = 'UPDATE' THEN
    before := OLD.cost;
  END IF;
  PERFORM record_order_cost_change(placed.panel_id, NEW.order_id,
    counted_cost(placed.status, placed.expected_cost, before), counted_cost(placed.status, placed.expected_cost, NEW.cost));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_costs_cost_change AFTER INSERT OR UPDATE OF cost ON order_costs FOR EACH ROW
  EXECUTE FUNCTION order_costs_cost_change();
--> statement-breakpoint
-- The rows already here: what the roll-ups already hold (written before their panel's horizon, or with no
-- `written_at`, from before migration 0032) is rolled up now, each order at its cost as of now (no change of it is
-- recorded yet), and daily_figures gets the same cost per day; the rest the next roll-up counts. As the owner, with the panel isolation lifted, every panel's rows
-- being meant.
ALTER TABLE "aggregates_state" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_costs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_entries" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_day_figures" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "service_day_figures" (panel_id, day, service_id, orders, charged, refunds, cost)
SELECT panel_id, day, service_id, sum(orders), sum(charged), sum(refunds), sum(cost) FROM (
  SELECT o.panel_id, (o.created_at AT TIME ZONE 'UTC')::date AS day, o.service_id, count(*) AS orders,
    sum(o.charge) AS charged, 0 AS refunds,
    coalesce(sum(counted_cost(o.status, o.expected_cost, (SELECT c.cost FROM order_costs c WHERE c.order_id = o.id))), 0) AS cost
  FROM orders o JOIN aggregates_state a ON a.panel_id = o.panel_id
  WHERE o.written_at IS NULL OR o.written_at < a.horizon
  GROUP BY 1, 2, 3
  UNION ALL
  SELECT o.panel_id, (o.created_at AT TIME ZONE 'UTC')::date, o.service_id, 0, 0, sum(l.amount), 0
  FROM ledger_entries l JOIN orders o ON o.id = l.order_id JOIN aggregates_state a ON a.panel_id = l.panel_id
  WHERE l.kind = 'refund' AND (l.written_at IS NULL OR l.written_at < a.horizon)
  GROUP BY 1, 2, 3
) parts
GROUP BY panel_id, day, service_id;--> statement-breakpoint
ALTER TABLE "daily_figures" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "daily_figures" d SET "order_costs" = f.cost
  FROM (SELECT panel_id, day, sum(cost) AS cost FROM "service_day_figures" GROUP BY 1, 2) f
  WHERE f.panel_id = d.panel_id AND f.day = d.day;--> statement-breakpoint
ALTER TABLE "daily_figures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "service_day_figures" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "ledger_entries" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "order_costs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "orders" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "aggregates_state" FORCE ROW LEVEL SECURITY;
