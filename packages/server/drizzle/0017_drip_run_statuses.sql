-- Each drip-feed run keeps what its provider last reported, so API v2 `status` answers for a run's own order id.
ALTER TABLE "drip_runs" ADD COLUMN "status" text;--> statement-breakpoint
ALTER TABLE "drip_runs" ADD COLUMN "remains" integer;--> statement-breakpoint
ALTER TABLE "drip_runs" ADD COLUMN "start_count" integer;