/**
 * The catalogue, for the operator: services and categories, their forms and a bulk price change. The forms are the
 * request schemas: Fastify validates POST (complete) and PATCH (partial, at least one field) bodies with them, every
 * bad field reported at once in the admin's words.
 */
import { z } from "zod";
import { RESELLER_SERVICE_TYPES } from "../../api/reseller";
import { USUAL_MINUTES_MAX, USUAL_MINUTES_MESSAGE } from "../../attention";
import {
  CATEGORY_ICON_MESSAGE,
  CATEGORY_ICONS,
  CATEGORY_PLATFORM_MESSAGE,
  CATEGORY_PLATFORMS,
} from "../../categoryIcons";
import { toDecimal } from "../../money/decimal";
import { unitPriceFromRatePer1000 } from "../../money/pricing";
import { INT_MAX } from "../../orderTypes/fields";
import { decimalText, idParams, isoDateTime, rowId } from "../common";
import { endpoint } from "../endpoint";
import { adminListQuery, adminPageSchema, adminQueryFlag } from "./common";
import { adminText, adminWhole, decimalPattern, positiveDecimal, ratePer1000 } from "./fields";

function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`);
}

const flag = (field: string) => z.boolean({ error: `The ${field} field must be true or false.` });

const SERVICE_TYPES = ["default", ...RESELLER_SERVICE_TYPES.filter((type) => type !== "Default")] as const;
const TYPE_MESSAGE = `The type must be one of: ${SERVICE_TYPES.join(", ")}.`;
const PRICE_MESSAGE = "The price must be a positive decimal with at most 4 places, e.g. 0.0125.";
const COST_MESSAGE = "The cost per unit must be an amount of at least 0 with at most 4 places, e.g. 0.0080.";
const FEATURES_MESSAGE = "The features must be a list of at most 20 texts of up to 60 characters.";

const serviceFields = z.object({
  categoryId: adminWhole("category", 1),
  title: adminText("title", 200),
  description: optionalText("description", 5000),
  /** Per unit, at most 4 places; or give `ratePer1000`. */
  price: positiveDecimal(4, PRICE_MESSAGE),
  ratePer1000,
  /** What one unit costs the operator, for a manual service's profit; null clears it. */
  unitCost: z.union([z.null(), z.string({ error: COST_MESSAGE }).trim().regex(decimalPattern(4), COST_MESSAGE)], {
    error: COST_MESSAGE,
  }),
  /** The usual delivery time in minutes (stuck orders); null clears it. */
  usualMinutes: z.union(
    [
      z.null(),
      z
        .number({ error: USUAL_MINUTES_MESSAGE })
        .int(USUAL_MINUTES_MESSAGE)
        .min(1, USUAL_MINUTES_MESSAGE)
        .max(USUAL_MINUTES_MAX, USUAL_MINUTES_MESSAGE),
    ],
    { error: USUAL_MINUTES_MESSAGE },
  ),
  minAmount: adminWhole("minimum", 1),
  maxAmount: adminWhole("maximum", 1),
  deliveryTime: adminText("delivery time", 100),
  type: z.preprocess((type) => (type === "Default" ? "default" : type), z.enum(SERVICE_TYPES, { error: TYPE_MESSAGE })),
  features: z
    .array(z.string({ error: FEATURES_MESSAGE }).trim().min(1, FEATURES_MESSAGE).max(60, FEATURES_MESSAGE), {
      error: FEATURES_MESSAGE,
    })
    .max(20, FEATURES_MESSAGE),
  isNew: flag("isNew"),
  isRecommended: flag("isRecommended"),
  refill: flag("refill"),
  cancel: flag("cancel"),
  dripfeed: flag("dripfeed"),
  enabled: flag("enabled"),
});

type ServiceFields = Partial<z.output<typeof serviceFields>>;
/** Cross-field checks run beside the fields' own, so every problem shows at once. */
const always = { when: (payload: z.core.ParsePayload) => typeof payload.value === "object" && payload.value !== null };
const given = (value: unknown) => value !== undefined;

/** What a service row receives from a create or an edit (only the given fields on an edit). */
function toServiceValues({ price, ratePer1000, ...values }: ServiceFields) {
  const unitPrice =
    price !== undefined
      ? toDecimal(price).toFixed(4)
      : ratePer1000 !== undefined
        ? toDecimal(unitPriceFromRatePer1000(ratePer1000)).toFixed(4)
        : undefined;
  return Object.fromEntries(
    Object.entries({ ...values, unitPrice }).filter(([, value]) => value !== undefined),
  ) as Omit<ServiceFields, "price" | "ratePer1000"> & { unitPrice?: string };
}

function serviceInput<S extends z.ZodType<ServiceFields>>(fields: S) {
  return fields
    .refine((values) => !(given(values.price) && given(values.ratePer1000)), {
      ...always,
      path: ["price"],
      error: "Give the price per unit or the rate per 1000, not both.",
    })
    .refine(
      (values) =>
        !(typeof values.minAmount === "number" && typeof values.maxAmount === "number") ||
        values.minAmount <= values.maxAmount,
      { ...always, path: ["minAmount"], error: "The minimum cannot be above the maximum." },
    );
}

/** POST /admin/services: everything but the optional texts, flags and features; a price or a rate. */
export const serviceCreateSchema = serviceInput(
  serviceFields.partial({
    description: true,
    price: true,
    ratePer1000: true,
    unitCost: true,
    usualMinutes: true,
    type: true,
    features: true,
    isNew: true,
    isRecommended: true,
    refill: true,
    cancel: true,
    dripfeed: true,
    enabled: true,
  }),
)
  .refine((values) => given(values.price) || given(values.ratePer1000), {
    ...always,
    path: ["price"],
    error: "The price (or the rate per 1000) is required.",
  })
  // The required fields were checked above.
  .transform((values) => toServiceValues(values) as ServiceCreateValues);

const NOTHING_TO_CHANGE = "Send at least one field to change.";
const someField = (values: object) => Object.values(values).some(given);

/** PATCH /admin/services/:id: any of the fields, at least one. */
export const servicePatchSchema = serviceInput(serviceFields.partial())
  .refine(someField, { path: [], error: NOTHING_TO_CHANGE })
  .transform(toServiceValues);

export type ServiceValues = ReturnType<typeof toServiceValues>;
type ServiceCreateValues = ServiceValues &
  Required<Pick<ServiceValues, "categoryId" | "title" | "minAmount" | "maxAmount" | "deliveryTime" | "unitPrice">>;

const categoryFields = z.object({
  title: adminText("name", 120),
  platform: z.enum(CATEGORY_PLATFORMS, { error: CATEGORY_PLATFORM_MESSAGE }),
  icon: z.enum(CATEGORY_ICONS, { error: CATEGORY_ICON_MESSAGE }),
  sortOrder: adminWhole("sort order", 0),
  enabled: flag("enabled"),
});

/** POST /admin/categories. */
export const categoryCreateSchema = categoryFields.partial({ sortOrder: true, enabled: true });
/** PATCH /admin/categories/:id: any of the fields, at least one. */
export const categoryPatchSchema = categoryFields.partial().refine(someField, { path: [], error: NOTHING_TO_CHANGE });

export type CategoryCreate = z.output<typeof categoryCreateSchema>;
export type CategoryPatch = z.output<typeof categoryPatchSchema>;

const PERCENT_MESSAGE = "The percentage must be a number like 10 or -12.5 (at most 2 decimals).";
const SERVICE_IDS_MESSAGE = "The services must be a non-empty list of service ids.";
const CATEGORY_MESSAGE = "The category must be a category id.";
const rowIdOr = (error: string) => z.number({ error }).int({ error }).min(1, { error }).max(INT_MAX, { error });

/** A price change by a percentage for chosen services, a category, or (neither given) every service. */
export const bulkPriceSchema = z.object({
  // A JSON number (10, -12.5) is the same percentage as its text; the text's rule checks either.
  percent: z
    .union([z.string(), z.number()], { error: PERCENT_MESSAGE })
    .transform((percent) => String(percent).trim())
    .pipe(
      z
        .string()
        .regex(/^[+-]?\d{1,4}(\.\d{1,2})?$/, { error: PERCENT_MESSAGE, abort: true })
        .refine(
          (percent) => toDecimal(percent).greaterThan(-100) && !toDecimal(percent).isZero(),
          "The percentage must not be 0 and must be above -100.",
        ),
    ),
  serviceIds: z
    .array(rowIdOr(SERVICE_IDS_MESSAGE), { error: SERVICE_IDS_MESSAGE })
    .min(1, SERVICE_IDS_MESSAGE)
    .max(10_000, SERVICE_IDS_MESSAGE)
    .optional(),
  categoryId: rowIdOr(CATEGORY_MESSAGE).optional(),
});

export type BulkPriceInput = z.output<typeof bulkPriceSchema>;

export const adminServiceQuerySchema = adminListQuery(["id", "title", "price", "category", "created_at", "orders"], {
  category_id: rowId,
  platform: z.enum(CATEGORY_PLATFORMS),
  enabled: adminQueryFlag,
  /** "manual": no provider; "provider": imported from an upstream provider. */
  mode: z.enum(["manual", "provider"]),
});
export type AdminServiceQuery = z.output<typeof adminServiceQuerySchema>;
export type AdminServiceSort = NonNullable<AdminServiceQuery["sort"]>;

export const adminServiceSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  category: z.string(),
  platform: z.enum(CATEGORY_PLATFORMS),
  title: z.string(),
  description: z.string(),
  type: z.string().describe("The reseller API service type"),
  mode: z.enum(["manual", "provider"]),
  providerId: z.number().int().nullable().describe("Set for provider-backed services"),
  providerServiceId: z.string().nullable(),
  price: decimalText.describe('Unit price, 4 places ("0.0125")'),
  ratePer1000: decimalText.describe('Price per 1000, 2 places ("12.50")'),
  unitCost: decimalText
    .nullable()
    .describe("What one unit costs the operator (manual services' profit); null: not set"),
  usualMinutes: z
    .number()
    .int()
    .nullable()
    .describe("The usual delivery time in minutes (stuck orders, until completed orders teach it); null: not set"),
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  deliveryTime: z.string(),
  features: z.array(z.string()),
  isNew: z.boolean(),
  isRecommended: z.boolean(),
  refill: z.boolean(),
  cancel: z.boolean(),
  dripfeed: z.boolean(),
  enabled: z.boolean(),
  orderCount: z.number().int(),
  createdAt: isoDateTime,
});
export type AdminService = z.output<typeof adminServiceSchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  platform: z.enum(CATEGORY_PLATFORMS),
  icon: z.string(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  serviceCount: z.number().int(),
});
export type AdminCategory = z.output<typeof adminCategorySchema>;

/** POST /admin/services (every required field) and PATCH /admin/services/:id (any subset), as the app sends them. */
export type AdminServiceInput = z.input<typeof serviceCreateSchema>;
export type AdminServiceChange = z.input<typeof servicePatchSchema>;
export type AdminCategoryInput = z.input<typeof categoryCreateSchema>;
/** Every selected service's price times (1 + percent/100), exact; with no services nor category, every service. */
export type BulkPriceChange = z.input<typeof bulkPriceSchema>;

const bulkPriceResultSchema = z.object({ updated: z.number().int() });
export type BulkPriceResult = z.output<typeof bulkPriceResultSchema>;

export const adminCatalogueEndpoints = {
  listServices: endpoint({
    method: "GET",
    path: "/admin/services",
    summary: "Services, paged, with filters, search and sort",
    query: adminServiceQuerySchema,
    response: adminPageSchema(adminServiceSchema),
  }),
  getService: endpoint({
    method: "GET",
    path: "/admin/services/:id",
    summary: "One service",
    params: idParams,
    response: adminServiceSchema,
  }),
  createService: endpoint({
    method: "POST",
    path: "/admin/services",
    summary: "Create a service (price per unit or per 1000); enters the Updates feed",
    body: serviceCreateSchema,
    response: adminServiceSchema,
    status: 201,
  }),
  updateService: endpoint({
    method: "PATCH",
    path: "/admin/services/:id",
    summary: "Edit any fields of a service (incl. enabled); each change enters the Updates feed",
    params: idParams,
    body: servicePatchSchema,
    response: adminServiceSchema,
  }),
  bulkPrice: endpoint({
    method: "POST",
    path: "/admin/services/bulk-price",
    summary: "Change prices by a percentage (exact decimals), for chosen services, a category or all",
    body: bulkPriceSchema,
    response: bulkPriceResultSchema,
  }),
  listCategories: endpoint({
    method: "GET",
    path: "/admin/categories",
    summary: "Every category in sort order, disabled ones included",
    response: z.object({ data: z.array(adminCategorySchema) }),
  }),
  createCategory: endpoint({
    method: "POST",
    path: "/admin/categories",
    summary: "Create a category",
    body: categoryCreateSchema,
    response: adminCategorySchema,
    status: 201,
  }),
  updateCategory: endpoint({
    method: "PATCH",
    path: "/admin/categories/:id",
    summary: "Edit a category (name, platform, icon, sort order, enabled)",
    params: idParams,
    body: categoryPatchSchema,
    response: adminCategorySchema,
  }),
};
