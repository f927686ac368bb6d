-- Issue 37: a panel keeps its money in its own currency. Panels made before this kept every amount in naira whatever
-- their order said, so they stay NGN (relabelling their balances would turn ₦5,000 into US$5,000); new child panels
-- take their order's currency when they are made (services/panels/provision.ts).
ALTER TABLE "panels" ADD COLUMN "currency" text DEFAULT 'NGN' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "currency_rate" numeric(18, 6);
