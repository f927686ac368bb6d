-- Each service's latest completed orders, whose median duration is its learned delivery time (the Needs attention
-- queue's stuck orders): a visit reads at most 50 rows per service. On a large live database build it by hand first
-- with CREATE INDEX CONCURRENTLY (see migration 0008): this statement is IF NOT EXISTS, so it then does nothing.
CREATE INDEX IF NOT EXISTS "orders_service_finished_idx" ON "orders" USING btree ("service_id","finished_at") WHERE "orders"."status" = 'completed' and "orders"."finished_at" is not null;