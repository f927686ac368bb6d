import type { Service } from "./api/types";
import { QUANTITY_DEFAULT_MAX, QUANTITY_DEFAULT_MIN, QUANTITY_MIN_HINT } from "./constants";

// Apart from the New Order schema (schemas/newOrder.ts) so that a form can show the hint without loading zod.

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
