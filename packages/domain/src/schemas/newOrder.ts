import { z } from "zod";
import { QUANTITY_DEFAULT_MAX, QUANTITY_DEFAULT_MIN } from "../constants";
import { isCustomerLink } from "../links";
import { NEW_ORDER_MESSAGES as M } from "../messages";
import type { QuantityBounds } from "../quantity";
import { emptyStringToUndefined, requiredText } from "./rules";

/**
 * A whole number typed into a form (text) or sent as JSON (a number). An empty input is "missing", not "not a
 * number", so it reports `required`; anything else that is not a safe whole number reports `invalid`.
 */
export function wholeNumber(required: string, invalid: string) {
  return z.preprocess(
    (value) => {
      const given = emptyStringToUndefined(value);
      return typeof given === "string" ? Number(given.trim()) : given;
    },
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }).int(invalid),
  );
}

/** New order for one service; build it again when the chosen service (and so its bounds) changes. */
export function newOrderSchema(bounds: Partial<QuantityBounds> = {}) {
  const { min = QUANTITY_DEFAULT_MIN, max = QUANTITY_DEFAULT_MAX } = bounds;
  return z.object({
    service_id: wholeNumber(M.serviceRequired, M.serviceRequired).pipe(z.number().positive(M.serviceRequired)),
    link: requiredText(M.linkRequired).refine(isCustomerLink, M.linkInvalid),
    quantity: wholeNumber(M.quantityRequired, M.quantityInteger).pipe(
      z.number().min(min, M.quantityMin(min)).max(max, M.quantityMax(max)),
    ),
  });
}

export type NewOrderValues = z.output<ReturnType<typeof newOrderSchema>>;
