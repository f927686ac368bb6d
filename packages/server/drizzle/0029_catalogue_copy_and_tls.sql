CREATE TABLE "provider_categories" (
	"panel_id" integer DEFAULT current_panel_id() NOT NULL,
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "provider_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"markup_percent" numeric(9, 4) NOT NULL,
	"currency_rate" numeric(18, 6) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panels" ADD COLUMN "domain_tls_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_categories" ADD CONSTRAINT "provider_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_categories_name_idx" ON "provider_categories" USING btree ("panel_id","provider_id","name");--> statement-breakpoint
-- Its rows are the current panel's, like every table with a panel_id (migration 0019).
SELECT enable_panel_isolation('provider_categories');
