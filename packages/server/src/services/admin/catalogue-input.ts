import { CATEGORY_PLATFORMS, RESELLER_SERVICE_TYPES, toDecimal, unitPriceFromRatePer1000 } from "@smm/domain";
import { z } from "zod";
import { INT32_MAX } from "../../routes/schemas";

/**
 * The operator's service and category forms as request schemas: Fastify validates POST (complete) and PATCH
 * (partial, at least one field) bodies with them, every bad field reported at once in the admin's words.
 */

const required = (label: string) => `The ${label} is required.`;

/** Trimmed text of at most `max` characters; blank counts as missing when the field is required. */
function text(label: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? required(label) : `The ${label} must be text.`) })
    .trim()
    .min(1, required(label))
    .max(max, `The ${label} must be at most ${max} characters.`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, `The ${label} must be at most ${max} characters.`);
}

function whole(label: string, min: number) {
  const error = `The ${label} must be a whole number of at least ${min}.`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? required(label) : error) })
    .int(error)
    .min(min, error)
    .max(INT32_MAX, error);
}

const flag = (field: string) => z.boolean({ error: `The ${field} field must be true or false.` });

const SERVICE_TYPES = ["default", ...RESELLER_SERVICE_TYPES.filter((type) => type !== "Default")] as const;
const TYPE_MESSAGE = `The type must be one of: ${SERVICE_TYPES.join(", ")}.`;
const PRICE_MESSAGE = "The price must be a positive decimal with at most 4 places, e.g. 0.0125.";
const RATE_MESSAGE = "The rate per 1000 must be a positive amount with at most 2 places, e.g. 12.50.";
const FEATURES_MESSAGE = "The features must be a list of at most 20 texts of up to 60 characters.";

/** A positive decimal with at most `places` places. The later checks of a field still run after a failed one. */
const decimalPattern = (places: number) => new RegExp(`^\\d{1,10}(\\.\\d{1,${places}})?$`);
const positiveDecimal = (places: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(decimalPattern(places), message)
    .refine((value) => !decimalPattern(places).test(value) || !toDecimal(value).isZero(), message);

/** A price per 1000: at most 2 places, a multiple of 0.10 (the unit price keeps 4 places). */
export const ratePer1000 = positiveDecimal(2, RATE_MESSAGE).refine((rate) => {
  if (!decimalPattern(2).test(rate)) return true;
  const unit = unitPriceFromRatePer1000(rate);
  return toDecimal(unit).equals(toDecimal(unit).toDecimalPlaces(4));
}, "The rate per 1000 must be a multiple of 0.10 (prices keep 4 places).");

const serviceFields = z.object({
  categoryId: whole("category", 1),
  title: text("title", 200),
  description: optionalText("description", 5000),
  /** Per unit, at most 4 places; or give `ratePer1000`. */
  price: positiveDecimal(4, PRICE_MESSAGE),
  ratePer1000,
  minAmount: whole("minimum", 1),
  maxAmount: whole("maximum", 1),
  deliveryTime: text("delivery time", 100),
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
export const serviceCreate = serviceInput(
  serviceFields.partial({
    description: true,
    price: true,
    ratePer1000: true,
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
export const servicePatch = serviceInput(serviceFields.partial())
  .refine(someField, { path: [], error: NOTHING_TO_CHANGE })
  .transform(toServiceValues);

export type ServiceValues = ReturnType<typeof toServiceValues>;
type ServiceCreateValues = ServiceValues &
  Required<Pick<ServiceValues, "categoryId" | "title" | "minAmount" | "maxAmount" | "deliveryTime" | "unitPrice">>;

const categoryFields = z.object({
  title: text("name", 120),
  platform: z.enum(CATEGORY_PLATFORMS, { error: `The platform must be one of: ${CATEGORY_PLATFORMS.join(", ")}.` }),
  icon: text("icon", 60),
  sortOrder: whole("sort order", 0),
  enabled: flag("enabled"),
});

/** POST /admin/categories. */
export const categoryCreate = categoryFields.partial({ sortOrder: true, enabled: true });
/** PATCH /admin/categories/:id: any of the fields, at least one. */
export const categoryPatch = categoryFields.partial().refine(someField, { path: [], error: NOTHING_TO_CHANGE });

export type CategoryCreate = z.output<typeof categoryCreate>;
export type CategoryPatch = z.output<typeof categoryPatch>;
