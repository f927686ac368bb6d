ALTER TABLE "panels" ADD COLUMN "unpaid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panels" ADD COLUMN "reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panels" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "panels" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_panel_renewal_idx" ON "ledger_entries" USING btree ("panel_id","reference") WHERE "ledger_entries"."reference" like 'panel-renewal:%';--> statement-breakpoint
CREATE INDEX "panels_renews_at_idx" ON "panels" USING btree ("renews_at") WHERE "panels"."parent_id" is not null;--> statement-breakpoint
-- The parent operator's view of its child panels' volume (Admin → Child panels): per child panel of the calling
-- panel, its orders since `since` and their charges (canceled ones left out). SECURITY DEFINER, as the tables'
-- owner: a request runs as its own panel and row-level security would show it none of its children's orders; the
-- function answers totals only, and only for the caller's own children.
CREATE FUNCTION child_panel_volumes(since timestamptz)
RETURNS TABLE (panel_id integer, orders bigint, turnover numeric)
LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp AS $$
  SELECT p.id, count(o.id), coalesce(sum(o.charge) FILTER (WHERE o.status <> 'canceled'), 0)
  FROM panels p LEFT JOIN orders o ON o.panel_id = p.id AND o.created_at >= since
  WHERE p.parent_id = current_panel_id()
  GROUP BY p.id;
$$;
--> statement-breakpoint
-- Deletes the data of a cancelled panel whose grace period is over (the renewal job marks it `purged_at` first, as
-- its parent, who alone knows its grace period). Every table under row-level security is emptied of the panel's
-- rows; a table whose rows other rows still reference fails and is tried again after the others, until all are
-- empty (the isolation test keeps every tenant table under its policy, so none is forgotten).
CREATE FUNCTION purge_panel_data(panel integer) RETURNS void
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
  remaining text[];
  failed text[];
  t text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM panels WHERE id = panel AND status = 'cancelled' AND purged_at IS NOT NULL) THEN
    RAISE EXCEPTION 'panel % is not marked for deletion', panel;
  END IF;
  SELECT array_agg(DISTINCT tablename::text) INTO remaining FROM pg_policies
  WHERE schemaname = 'public' AND policyname = 'panel_isolation';
  LOOP
    failed := ARRAY[]::text[];
    FOREACH t IN ARRAY remaining LOOP
      BEGIN
        EXECUTE format('DELETE FROM %I WHERE panel_id = $1', t) USING panel;
      EXCEPTION WHEN foreign_key_violation THEN
        failed := failed || t;
      END;
    END LOOP;
    EXIT WHEN cardinality(failed) = 0;
    IF cardinality(failed) = cardinality(remaining) THEN
      RAISE EXCEPTION 'the data of panel % could not be deleted (%)', panel, failed;
    END IF;
    remaining := failed;
  END LOOP;
  DELETE FROM jobs WHERE panel_id = panel;
END;
$$;
--> statement-breakpoint
REVOKE EXECUTE ON FUNCTION purge_panel_data(integer) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION purge_panel_data(integer) TO smm_app;
