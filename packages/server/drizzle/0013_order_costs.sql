CREATE TABLE "order_costs" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"charged" numeric(18, 6),
	"reported" numeric(18, 6),
	"cost" numeric(18, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "unit_cost" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "order_costs" ADD CONSTRAINT "order_costs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;