CREATE TABLE "admin_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "admin_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"provider_id" integer,
	"message" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "balance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "failing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "low_balance_threshold" numeric(18, 4);--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "low_balance_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_notifications" ADD CONSTRAINT "admin_notifications_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_notifications_created_idx" ON "admin_notifications" USING btree ("created_at");--> statement-breakpoint
UPDATE "providers" SET "balance_at" = "checked_at" WHERE "balance" IS NOT NULL;--> statement-breakpoint
UPDATE "providers" SET "failing_since" = "checked_at" WHERE "health" <> 'ok';
