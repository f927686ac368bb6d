ALTER TABLE "services" ADD COLUMN "usual_minutes" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "finished_at" timestamp with time zone;