import type { DecimalString } from "../api/types";
import { type CustomerPricing, orderCharge } from "../money/pricing";
import { isAbsent, linesOf, wholeNumberOf } from "./fields";
import { type OrderedService, serviceTypeOf } from "./service";

/**
 * The units an order of `service` charges for, from its fields as typed so far (null while that is unknown): the
 * same count `orderSchema` reads: a package is 1, a list its lines, a subscription max × posts, a drip-feed
 * quantity × runs, any other type its quantity. Free of the schema's other checks (a link not typed yet), so a
 * form can show the total while the customer types.
 */
export function chargedUnits(service: OrderedService, given: Readonly<Record<string, unknown>>): number | null {
  switch (serviceTypeOf(service.type)) {
    case "Package":
      return 1;
    case "Custom Comments":
      return linesOf(given.comments).length;
    case "Mentions Custom List":
      return linesOf(isAbsent(given.usernames) ? given.comments : given.usernames).length;
    case "Subscriptions": {
      const max = wholeNumberOf(given.max);
      const posts = isAbsent(given.posts) ? 1 : wholeNumberOf(given.posts);
      return max === null || posts === null ? null : max * Math.max(posts, 1);
    }
    case "Default": {
      const quantity = wholeNumberOf(given.quantity);
      const runs = isAbsent(given.runs) ? 1 : wholeNumberOf(given.runs);
      return quantity === null || runs === null ? null : quantity * Math.max(runs, 1);
    }
    default:
      return wholeNumberOf(given.quantity);
  }
}

/**
 * The total a form shows for the order typed so far: `orderCharge` of its `chargedUnits`, "0.00" while they are
 * unknown. For an order `priceOrder` accepts it is exactly that order's charge (the property test holds it).
 */
export function orderTotal(
  service: OrderedService,
  given: Readonly<Record<string, unknown>>,
  pricing: CustomerPricing,
): DecimalString {
  const units = chargedUnits(service, given);
  // Beyond exact JS integers (a 15-digit quantity × runs) no service takes it: nothing to total.
  if (units === null || !Number.isSafeInteger(units)) return "0.00";
  const isPackage = serviceTypeOf(service.type) === "Package";
  return orderCharge({ id: service.id, unitPrice: service.unitPrice, isPackage }, units, pricing);
}
