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

const serviceField = wholeNumber(M.serviceRequired, M.serviceRequired).pipe(z.number().positive(M.serviceRequired));
const linkField = requiredText(M.linkRequired).refine(isCustomerLink, M.linkInvalid);
const quantityField = wholeNumber(M.quantityRequired, M.quantityInteger);

/** New order for one service; build it again when the chosen service (and so its bounds) changes. */
export function newOrderSchema(bounds: Partial<QuantityBounds> = {}) {
  const { min = QUANTITY_DEFAULT_MIN, max = QUANTITY_DEFAULT_MAX } = bounds;
  return z.object({
    service_id: serviceField,
    link: linkField,
    quantity: quantityField.pipe(
      z.number().superRefine((quantity, context) => {
        const outOfBounds = quantityOutOfBounds(quantity, { min, max });
        if (outOfBounds) context.addIssue({ code: "custom", message: outOfBounds });
      }),
    ),
  });
}

/**
 * A new order as the API takes it, whatever the service: the form's rules but the quantity's bounds, which the
 * server checks once it has read the chosen service (`quantityOutOfBounds`).
 */
export const orderRequestSchema = z.object({ service_id: serviceField, link: linkField, quantity: quantityField });

export type OrderRequest = z.output<typeof orderRequestSchema>;

/** The message when `quantity` is outside the service's bounds (the form's own words), if it is. */
export function quantityOutOfBounds(quantity: number, { min, max }: QuantityBounds): string | undefined {
  if (quantity < min) return M.quantityMin(min);
  if (quantity > max) return M.quantityMax(max);
  return undefined;
}

export type NewOrderValues = z.output<ReturnType<typeof newOrderSchema>>;
