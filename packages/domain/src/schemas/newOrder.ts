import { type InferType, number, object, string } from "yup";
import type { Service } from "../api/types";
import { QUANTITY_DEFAULT_MAX, QUANTITY_DEFAULT_MIN, QUANTITY_MIN_HINT } from "../constants";
import { isCustomerLink } from "../links";
import { NEW_ORDER_MESSAGES as M } from "../messages";

export interface QuantityBounds {
  min: number;
  max: number;
}

type ServiceBounds = Partial<Pick<Service, "min_amount" | "max_amount">>;

/** The quantity bounds a service imposes, defaulting to 0 and 1,000,000 (spec §5). */
export function quantityBounds(service?: ServiceBounds | null): QuantityBounds {
  return { min: service?.min_amount ?? QUANTITY_DEFAULT_MIN, max: service?.max_amount ?? QUANTITY_DEFAULT_MAX };
}

/** The min/max hint under the quantity field: a minimum of 10 when no service says otherwise (spec §5). */
export function quantityHint(service?: ServiceBounds | null): QuantityBounds {
  return { min: service?.min_amount ?? QUANTITY_MIN_HINT, max: service?.max_amount ?? QUANTITY_DEFAULT_MAX };
}

// An empty input is "missing", not "not a number", so it reports the required message.
const emptyToUndefined = (value: unknown, original: unknown) =>
  typeof original === "string" && original.trim() === "" ? undefined : value;

/** New order for one service; build it again when the chosen service (and so its bounds) changes. */
export function newOrderSchema(bounds: Partial<QuantityBounds> = {}) {
  const { min = QUANTITY_DEFAULT_MIN, max = QUANTITY_DEFAULT_MAX } = bounds;
  return object({
    service_id: number()
      .transform(emptyToUndefined)
      .typeError(M.serviceRequired)
      .required(M.serviceRequired)
      .integer(M.serviceRequired)
      .positive(M.serviceRequired),
    link: string()
      .trim()
      .required(M.linkRequired)
      .test("customer-link", M.linkInvalid, (value) => value === undefined || isCustomerLink(value)),
    quantity: number()
      .transform(emptyToUndefined)
      .typeError(M.quantityInteger)
      .required(M.quantityRequired)
      .integer(M.quantityInteger)
      .min(min, M.quantityMin(min))
      .max(max, M.quantityMax(max)),
  });
}

export type NewOrderValues = InferType<ReturnType<typeof newOrderSchema>>;
