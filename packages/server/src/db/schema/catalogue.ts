import { CATEGORY_PLATFORMS } from "@smm/domain";
import { boolean, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, panelId, panelNumber, unitPrice } from "./columns";

export const categories = pgTable("categories", {
  panelId: panelId(),
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  platform: text("platform", { enum: CATEGORY_PLATFORMS }).notNull(),
  icon: text("icon").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  enabled: boolean("enabled").notNull().default(true),
});

export const services = pgTable(
  "services",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    number: panelNumber(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    unitPrice: unitPrice("unit_price").notNull(),
    /**
     * What one unit costs the operator when the service has no provider (manual fulfilment), set by the operator;
     * a provider-backed order's cost is what its provider charged (order_costs).
     */
    unitCost: unitPrice("unit_cost"),
    minAmount: integer("min_amount").notNull(),
    maxAmount: integer("max_amount").notNull(),
    deliveryTime: text("delivery_time").notNull(),
    /**
     * The operator's usual delivery time in minutes, used while too few orders completed to learn it: an open
     * order older than twice the usual time is flagged as stuck ("Needs attention").
     */
    usualMinutes: integer("usual_minutes"),
    features: text("features").array().notNull().default([]),
    isNew: boolean("is_new").notNull().default(false),
    isRecommended: boolean("is_recommended").notNull().default(false),
    refill: boolean("refill").notNull().default(false),
    cancel: boolean("cancel").notNull().default(false),
    dripfeed: boolean("dripfeed").notNull().default(false),
    type: text("type").notNull().default("default"),
    enabled: boolean("enabled").notNull().default(true),
    /** Orders placed, as last published by the aggregates job (hourly): the catalogue's "Most Popular". */
    orderCount: integer("order_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("services_panel_number_idx").on(t.panelId, t.number),
    index("services_category_idx").on(t.categoryId),
    index("services_title_trgm_idx").using("gin", t.title.op("gin_trgm_ops")),
  ],
);

/**
 * One row whenever a service's price, bounds or features change: the customer "Updates" feed. Each row keeps the
 * prices of its moment (a change that is not a price change records the price then in both), so the history never
 * changes after the fact.
 */
export const serviceUpdates = pgTable(
  "service_updates",
  {
    panelId: panelId(),
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    serviceId: integer("service_id")
      .notNull()
      .references(() => services.id),
    updateType: text("update_type", {
      enum: ["price-decrease", "price-increase", "service-changes", "new-features"],
    }).notNull(),
    oldPrice: unitPrice("old_price").notNull(),
    newPrice: unitPrice("new_price").notNull(),
    description: text("description").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("service_updates_created_idx").on(t.panelId, t.createdAt)],
);
