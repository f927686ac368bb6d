import {
  type AdminCategoryInput,
  CATEGORY_PLATFORMS,
  type CategoryPlatform,
  RESELLER_SERVICE_TYPES,
  toDecimal,
  unitPriceFromRatePer1000,
} from "@smm/domain";
import { FieldReader, givenFields, objectBody } from "./field-reader";

/** What a service row receives from a create or an edit (only the given fields on an edit). */
export interface ServiceValues {
  categoryId?: number;
  title?: string;
  description?: string;
  type?: string;
  unitPrice?: string;
  minAmount?: number;
  maxAmount?: number;
  deliveryTime?: string;
  features?: string[];
  isNew?: boolean;
  isRecommended?: boolean;
  refill?: boolean;
  cancel?: boolean;
  dripfeed?: boolean;
  enabled?: boolean;
}

const SERVICE_TYPES = ["default", ...RESELLER_SERVICE_TYPES.filter((type) => type !== "Default")];
/** The unit price from `price` (per unit, ≤ 4 places) or `ratePer1000` (per 1000, ≤ 2 places). */
function readPrice(reader: FieldReader, required: boolean): string | undefined {
  const hasPrice = reader.has("price");
  const hasRate = reader.has("ratePer1000");
  if (hasPrice && hasRate) return reader.fail("price", "Give the price per unit or the rate per 1000, not both.");
  if (hasPrice) {
    const price = reader.value("price");
    if (typeof price !== "string" || !/^\d{1,10}(\.\d{1,4})?$/.test(price.trim()) || toDecimal(price).isZero()) {
      return reader.fail("price", "The price must be a positive decimal with at most 4 places, e.g. 0.0125.");
    }
    return toDecimal(price.trim()).toFixed(4);
  }
  if (hasRate) {
    const rate = reader.value("ratePer1000");
    if (typeof rate !== "string" || !/^\d{1,10}(\.\d{1,2})?$/.test(rate.trim()) || toDecimal(rate).isZero()) {
      return reader.fail(
        "ratePer1000",
        "The rate per 1000 must be a positive amount with at most 2 places, e.g. 12.50.",
      );
    }
    // A 2-place rate divided by 1000 has at most 5 places; the column keeps 4, so refuse what would round.
    const unit = unitPriceFromRatePer1000(rate.trim());
    if (!toDecimal(unit).equals(toDecimal(unit).toDecimalPlaces(4))) {
      return reader.fail("ratePer1000", "The rate per 1000 must be a multiple of 0.10 (prices keep 4 places).");
    }
    return toDecimal(unit).toFixed(4);
  }
  return required ? reader.fail("price", "The price (or the rate per 1000) is required.") : undefined;
}

/** Validates POST (complete) or PATCH (partial) service input; reports every bad field at once. */
export function readServiceInput(body: unknown, mode: "create" | "edit"): ServiceValues {
  const reader = new FieldReader(objectBody(body));
  const required = mode === "create";
  const values: ServiceValues = {
    categoryId: reader.integer("categoryId", "category", 1, required),
    title: reader.text("title", "title", 200, required),
    description: reader.text("description", "description", 5000, false),
    unitPrice: readPrice(reader, required),
    minAmount: reader.integer("minAmount", "minimum", 1, required),
    maxAmount: reader.integer("maxAmount", "maximum", 1, required),
    deliveryTime: reader.text("deliveryTime", "delivery time", 100, required),
    isNew: reader.flag("isNew"),
    isRecommended: reader.flag("isRecommended"),
    refill: reader.flag("refill"),
    cancel: reader.flag("cancel"),
    dripfeed: reader.flag("dripfeed"),
    enabled: reader.flag("enabled"),
  };
  if (reader.has("type")) {
    const type = reader.value("type");
    const normalised = type === "Default" ? "default" : type;
    if (typeof normalised !== "string" || !SERVICE_TYPES.includes(normalised)) {
      reader.fail("type", `The type must be one of: ${SERVICE_TYPES.join(", ")}.`);
    } else {
      values.type = normalised;
    }
  }
  if (reader.has("features")) {
    const features = reader.value("features");
    if (
      !Array.isArray(features) ||
      features.length > 20 ||
      !features.every((f) => typeof f === "string" && f.trim() !== "" && f.length <= 60)
    ) {
      reader.fail("features", "The features must be a list of at most 20 texts of up to 60 characters.");
    } else {
      values.features = features.map((f: string) => f.trim());
    }
  }
  if (values.minAmount !== undefined && values.maxAmount !== undefined && values.minAmount > values.maxAmount) {
    reader.fail("minAmount", "The minimum cannot be above the maximum.");
  }
  reader.check();
  return givenFields(values, mode);
}

export function readCategoryInput(body: unknown, mode: "create" | "edit"): Partial<AdminCategoryInput> {
  const reader = new FieldReader(objectBody(body));
  const required = mode === "create";
  const values: Partial<AdminCategoryInput> = {
    title: reader.text("title", "name", 120, required),
    icon: reader.text("icon", "icon", 60, required),
    sortOrder: reader.integer("sortOrder", "sort order", 0, false),
    enabled: reader.flag("enabled"),
  };
  if (reader.has("platform") || required) {
    const platform = reader.value("platform");
    if (!(CATEGORY_PLATFORMS as readonly unknown[]).includes(platform)) {
      reader.fail("platform", `The platform must be one of: ${CATEGORY_PLATFORMS.join(", ")}.`);
    } else {
      values.platform = platform as CategoryPlatform;
    }
  }
  reader.check();
  return givenFields(values, mode);
}
