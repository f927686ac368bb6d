CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
CREATE INDEX "login_throttle_window_idx" ON "login_throttle" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "payments_status_id_idx" ON "payments" USING btree ("status","id");--> statement-breakpoint
-- Payment methods saved before bank transfers existed list them too; customers see the method once the operator
-- has entered the bank details in Settings.
UPDATE "settings" SET "value" = ("value"::jsonb || '[{"id":"bank_transfer","name":"Bank transfer","min_amount":"1000","bonus_percent":"0"}]'::jsonb)::text
WHERE "key" = 'payment_methods' AND NOT ("value"::jsonb @> '[{"id":"bank_transfer"}]'::jsonb);
