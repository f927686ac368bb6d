import {
  type AdminService,
  type AdminServiceInput,
  RESELLER_SERVICE_TYPES,
  ratePer1000FromUnitPrice,
  unitPriceFromRatePer1000,
} from "@smm/domain";
import { type AdminFormField, type AdminFormValues, USUAL_DELIVERY_FIELD } from "@smm/ui";

const FLAGS = ["isNew", "isRecommended", "refill", "cancel", "dripfeed", "enabled"] as const;

/**
 * The service form: what a service is, its price and cost (both per 1000, as the operator reads a price list), limits,
 * delivery text, tags and flags. The API keeps the cost per unit; the form converts it both ways.
 */
export function serviceFields(categories: { value: string; label: string }[]): readonly AdminFormField[] {
  return [
    { name: "title", label: "Name", kind: "text", required: true, wide: true },
    { name: "categoryId", label: "Category", kind: "select", required: true, options: categories },
    {
      name: "type",
      label: "Type",
      kind: "select",
      options: RESELLER_SERVICE_TYPES.map((type) => ({ value: type, label: type })),
    },
    {
      name: "ratePer1000",
      label: "Rate per 1000 (NGN)",
      kind: "number",
      step: "0.01",
      required: true,
      hint: "The unit price is this divided by 1000.",
    },
    {
      name: "costPer1000",
      label: "Your cost per 1000 (NGN)",
      kind: "number",
      step: "0.01",
      hint: "For a service you fulfil by hand: its profit is the charge less this ÷ 1000 × the quantity delivered.",
    },
    { name: "deliveryTime", label: "Delivery", kind: "text", required: true, placeholder: "0-6 hours" },
    USUAL_DELIVERY_FIELD,
    { name: "minAmount", label: "Minimum", kind: "number", step: "1", required: true },
    { name: "maxAmount", label: "Maximum", kind: "number", step: "1", required: true },
    {
      name: "features",
      label: "Feature tags",
      kind: "text",
      wide: true,
      hint: "Separated by commas: Real, Refill 30 days",
    },
    { name: "description", label: "Description", kind: "textarea", wide: true, rows: 3 },
    { name: "isNew", label: "New", kind: "switch" },
    { name: "isRecommended", label: "Recommended", kind: "switch" },
    { name: "refill", label: "Refill", kind: "switch" },
    { name: "cancel", label: "Cancel", kind: "switch" },
    { name: "dripfeed", label: "Drip-feed", kind: "switch" },
    { name: "enabled", label: "Enabled", kind: "switch" },
  ];
}

/** A service as the form's starting values. */
export function serviceValues(service: AdminService): AdminFormValues {
  return {
    title: service.title,
    categoryId: String(service.categoryId),
    type: service.type,
    ratePer1000: service.ratePer1000,
    costPer1000: service.unitCost === null ? "" : ratePer1000FromUnitPrice(service.unitCost),
    deliveryTime: service.deliveryTime,
    usualMinutes: service.usualMinutes === null ? "" : String(service.usualMinutes),
    minAmount: String(service.minAmount),
    maxAmount: String(service.maxAmount),
    features: service.features.join(", "),
    description: service.description,
    isNew: service.isNew,
    isRecommended: service.isRecommended,
    refill: service.refill,
    cancel: service.cancel,
    dripfeed: service.dripfeed,
    enabled: service.enabled,
  };
}

/** The form's values as the API's input (the price per 1000 exactly as typed, the cost per 1000 as a unit cost). */
export function serviceInput(values: AdminFormValues): AdminServiceInput {
  const text = (name: string) => String(values[name] ?? "").trim();
  const input: AdminServiceInput = {
    categoryId: Number(text("categoryId")),
    title: text("title"),
    description: text("description"),
    ratePer1000: text("ratePer1000"),
    // Empty clears it (an unknown cost, not a free one).
    unitCost: text("costPer1000") === "" ? null : unitPriceFromRatePer1000(text("costPer1000")),
    minAmount: Number(text("minAmount")),
    maxAmount: Number(text("maxAmount")),
    deliveryTime: text("deliveryTime"),
    // Empty clears it: the usual time is then learned from the service's completed orders.
    usualMinutes: text("usualMinutes") === "" ? null : Number(text("usualMinutes")),
    features: text("features")
      .split(",")
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ""),
  };
  if (text("type") !== "") input.type = text("type");
  for (const flag of FLAGS) input[flag] = values[flag] === true;
  return input;
}
