-- A child panel is supplied by its parent (issue 18): on activation the parent makes an API v2 key for the child's
-- owner, which the child's provider row holds. The key names the child panel it was made for, so the owner's own key
-- (API Access) is shown and replaced without touching it (services/reseller-api/keys.ts).
ALTER TABLE "api_keys" ADD COLUMN "supplies_panel_id" integer;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_supplies_panel_id_panels_id_fk" FOREIGN KEY ("supplies_panel_id") REFERENCES "public"."panels"("id") ON DELETE no action ON UPDATE no action;