import { RESELLER_API_ERRORS } from "../api/reseller";
import type { DecimalString } from "../api/types";
import { ORDER_FIELD_MESSAGES } from "../messages";
import { toDecimal } from "../money/decimal";
import { PRICE_UNIT_LABEL } from "../money/display";
import { type CustomerPricing, orderCharge } from "../money/pricing";
import { orderSchema, type ReadOrder } from "./schemas";
import { type OrderedService, serviceTypeOf } from "./service";

/** An order read for its type and priced for its customer. */
export interface PricedOrder extends ReadOrder {
  /** What the balance loses: exactly this, never less than MINIMUM_CHARGE. */
  charge: DecimalString;
}

/** One reason an order is refused: the field it is about, the form's words, API v2's words. */
export interface OrderProblem {
  field: string;
  message: string;
  apiError: string;
}

export type OrderPricing = { ok: true; order: PricedOrder } | { ok: false; problems: OrderProblem[] };

/** The money floor (issue 33): an order that would cost less is refused before any charge, on every path. */
export const MINIMUM_CHARGE = "0.01";

/** The field a customer changes to raise an order's total: the list for a list-counted type, else the quantity. */
function countFieldOf(service: OrderedService): string {
  switch (serviceTypeOf(service.type)) {
    case "Custom Comments":
      return "comments";
    case "Mentions Custom List":
      return "usernames";
    case "Subscriptions":
      return "max";
    case "Package":
      return "service_id";
    default:
      return "quantity";
  }
}

/**
 * THE charge rule of every service type: reads the order's fields as the customer gave them (`orderSchema`), then
 * prices the units it charges for with the customer's pricing (`orderCharge`: quantity × rate / 1000; a package
 * at its rate). New Order's total, Mass Order's total, the web route, the mass route and API v2 `add` all call it,
 * so what a form shows is what the balance loses.
 */
export function priceOrder(
  service: OrderedService,
  given: Readonly<Record<string, unknown>>,
  pricing: CustomerPricing,
): OrderPricing {
  const read = orderSchema(service).safeParse(given);
  if (!read.success) {
    return {
      ok: false,
      problems: read.error.issues.map((issue) => ({
        field: String(issue.path[0] ?? countFieldOf(service)),
        message: issue.message,
        apiError: (issue as { params?: { api?: string } }).params?.api ?? RESELLER_API_ERRORS.incorrectRequest,
      })),
    };
  }
  const isPackage = serviceTypeOf(service.type) === "Package";
  const charge = orderCharge({ id: service.id, unitPrice: service.unitPrice, isPackage }, read.data.quantity, pricing);
  if (toDecimal(charge).lessThan(MINIMUM_CHARGE)) {
    return {
      ok: false,
      problems: [
        {
          field: countFieldOf(service),
          message: ORDER_FIELD_MESSAGES.chargeBelowMinimum,
          apiError: RESELLER_API_ERRORS.chargeBelowMinimum,
        },
      ],
    };
  }
  return { ok: true, order: { ...read.data, charge } };
}

/** What a service's rate is for: "per package" for a package (its rate is its price), else "per 1000". */
export function priceUnitLabel(type: string | null | undefined): string {
  return serviceTypeOf(type) === "Package" ? "per package" : PRICE_UNIT_LABEL;
}
