/**
 * The public catalogue: the order form's categories and services, and the /services page's platforms and every
 * service. The server answers these from a cache of pre-serialised bytes (with an ETag, compressed), so the schemas
 * here document the answer and type its callers; a server test parses the cached bodies with them.
 */
import { z } from "zod";
import { decimalText, rowId } from "./common";
import { endpoint } from "./endpoint";

export const categorySchema = z.object({
  id: z.number().int(),
  category_title: z.string(),
  platform: z.string().optional(),
  icon: z.string().optional(),
});
export type Category = z.output<typeof categorySchema>;

/** A service as the order form reads it: `price` is per unit, min/max are order quantities. */
export const serviceSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  service_title: z.string(),
  price: decimalText,
  min_amount: z.number().int(),
  max_amount: z.number().int(),
  description: z.string().optional(),
  delivery_time: z.string().optional(),
  features: z.array(z.string()).optional(),
  is_new: z.boolean().optional(),
  is_recommended: z.boolean().optional(),
  refill: z.boolean().optional(),
  cancel: z.boolean().optional(),
  /** Whether it takes drip-feed orders (runs and an interval). */
  dripfeed: z.boolean().optional(),
  /** The service type ("default", "Package", "Custom Comments"...): what an order of it takes and how it is priced. */
  type: z.string().optional(),
});
export type Service = z.output<typeof serviceSchema>;

/** A platform of the services catalogue (the first entry of the list is the "all" option). */
export const platformCategorySchema = z.object({ id: z.string(), name: z.string(), icon: z.string() });
export type PlatformCategory = z.output<typeof platformCategorySchema>;

/** A row of the services catalogue (spec §3). `price` has 2 decimals. */
export const catalogueServiceSchema = z.object({
  id: z.number().int(),
  platform: z.string(),
  title: z.string(),
  features: z.array(z.string()),
  price: decimalText,
  minOrder: z.number().int(),
  maxOrder: z.number().int(),
  deliveryTime: z.string(),
  isNew: z.boolean(),
  isRecommended: z.boolean(),
  /** How often it was ordered, as of the last hourly publication (absent from static samples). */
  orderCount: z.number().int().optional(),
  /** The category it is listed under in the full price list (absent from static samples: listed under its platform). */
  categoryId: z.number().int().optional(),
  category: z.string().optional(),
  description: z.string().optional(),
  /** Whether the customer may ask for a refill / a cancel of its orders. */
  refill: z.boolean().optional(),
  cancel: z.boolean().optional(),
  /** Its API v2 type ("Default", "Package", …): a package is priced per package, not per 1000. */
  type: z.string().optional(),
});
export type CatalogueService = z.output<typeof catalogueServiceSchema>;

export const catalogueEndpoints = {
  categories: endpoint({
    method: "GET",
    path: "/categories",
    summary: "Service categories",
    response: z.object({ data: z.array(categorySchema) }),
  }),
  services: endpoint({
    method: "GET",
    path: "/services",
    summary: "Services, optionally of one category",
    query: z.object({ category_id: rowId.optional() }),
    response: z.object({ data: z.array(serviceSchema) }),
  }),
  catalogue: endpoint({
    method: "GET",
    path: "/catalogue",
    summary:
      "The services catalogue: platforms and every service with flags, features and popularity (ETag, compressed)",
    response: z.object({
      platforms: z.array(platformCategorySchema),
      services: z.array(catalogueServiceSchema.required({ orderCount: true })),
    }),
  }),
};
