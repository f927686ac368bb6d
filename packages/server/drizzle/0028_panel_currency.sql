ALTER TABLE "panels" ADD COLUMN "currency" text DEFAULT 'NGN' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "currency_rate" numeric(18, 6);--> statement-breakpoint
-- Existing child panels keep their money in the currency their order chose (the order row is on the parent).
UPDATE "panels" SET "currency" = upper(cp."currency")
FROM "child_panels" cp
WHERE cp."id" = "panels"."order_id" AND cp."panel_id" = "panels"."parent_id"
  AND upper(cp."currency") IN ('NGN', 'USD', 'EUR', 'GBP');
