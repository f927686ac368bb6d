CREATE TABLE "user_custom_rates" (
	"user_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"unit_price" numeric(14, 4) NOT NULL,
	CONSTRAINT "user_custom_rates_user_id_service_id_pk" PRIMARY KEY("user_id","service_id")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_custom_rates" ADD CONSTRAINT "user_custom_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_custom_rates" ADD CONSTRAINT "user_custom_rates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;