-- Update rows written before this migration without prices (bounds, features, new services) read the service's price
-- on every view, so their history moved with later price changes. The price now is the best record of their moment
-- left; from here on every row stores its own.
UPDATE "service_updates" AS u SET
  "old_price" = coalesce(u."old_price", s."unit_price"),
  "new_price" = coalesce(u."new_price", s."unit_price")
FROM "services" AS s
WHERE s."id" = u."service_id" AND (u."old_price" IS NULL OR u."new_price" IS NULL);--> statement-breakpoint
ALTER TABLE "service_updates" ALTER COLUMN "old_price" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "service_updates" ALTER COLUMN "new_price" SET NOT NULL;
