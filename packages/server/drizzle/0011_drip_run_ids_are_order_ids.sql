-- A drip-feed run's id is what API v2 `status` lists as the run's order id: drawn from the orders' id sequence so it
-- is never the id of another order. Runs written before take new ids (nothing references drip_runs.id).
ALTER TABLE "drip_runs" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "drip_runs" ALTER COLUMN "id" SET DEFAULT nextval('orders_id_seq');--> statement-breakpoint
UPDATE "drip_runs" SET "id" = nextval('orders_id_seq');
