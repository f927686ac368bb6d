import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESELLER_SERVICE_TYPES } from "../api/reseller";
import { toDecimal, toMoney } from "../money/decimal";
import { customerPricing } from "../money/pricing";
import { priceOrder } from "./price";
import { orderTotal } from "./total";

/**
 * Over every service type, any price, discount and valid order: the charge is the type's rule written out here on
 * its own (the units it charges for × the unit price the customer pays, a package at its rate), never below ₦0.01,
 * and an order refused for its price is refused for nothing else.
 */
const link = "https://instagram.com/p/prop";
const word = fc.stringMatching(/^[a-z][a-z0-9_]{0,11}$/);

/** An order of `type` as a customer may give it, and the units that type charges for. */
function orderOf(type: string, count: number, lines: string[], runs: number, posts: number) {
  const list = lines.join("\n");
  switch (type) {
    case "Package":
      return { given: { link, quantity: String(count) }, units: 1, rate: true };
    case "Custom Comments":
      return { given: { link, comments: list }, units: lines.length };
    case "Mentions Custom List":
      return { given: { link, usernames: list }, units: lines.length };
    case "Subscriptions":
      return {
        given: { username: lines[0], min: "1", max: String(count), posts: String(posts) },
        units: count * posts,
      };
    case "Default":
      return runs > 1
        ? { given: { link, quantity: String(count), runs: String(runs), interval: "15" }, units: count * runs }
        : { given: { link, quantity: String(count) }, units: count };
    default:
      return {
        given: {
          link,
          quantity: String(count),
          usernames: list,
          hashtags: "#lagos",
          hashtag: "#lagos",
          username: lines[0],
          media: "https://instagram.com/p/media",
          answer_number: "2",
        },
        units: count,
      };
  }
}

describe("priceOrder over every service type", () => {
  it("charges exactly the type's rule, rounded once to kobo, and never below ₦0.01", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...RESELLER_SERVICE_TYPES),
        fc.stringMatching(/^(0|[1-9]\d{0,3})\.\d{1,4}$/),
        fc.constantFrom("0", "5", "12.5", "100"),
        fc.integer({ min: 1, max: 500 }),
        fc.array(word, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        (type, unitPrice, discount, count, lines, runs, posts) => {
          const service = { id: 7, unitPrice, type, dripfeed: true, min: 1, max: 1_000_000 };
          const pricing = customerPricing(discount);
          const { given, units, rate } = orderOf(type, count, lines, runs, posts);
          const paid = toDecimal(unitPrice).times(toDecimal(100).minus(discount)).dividedBy(100);
          const expected = toMoney(paid.times(rate ? 1000 : units));
          const result = priceOrder(service, given, pricing);
          if (toDecimal(expected).lessThan("0.01")) {
            expect(result).toMatchObject({ ok: false, problems: [{ apiError: expect.stringContaining("0.01") }] });
            return;
          }
          expect(result).toMatchObject({ ok: true, order: { quantity: units, charge: expected } });
          // What the New Order form shows as its total is that charge.
          expect(orderTotal(service, given, pricing)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});
