import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { affiliateCommission } from "../payments/affiliate";
import { depositBonus } from "../payments/methods";
import { convertFromNgn, convertToNgn } from "./convert";
import { totalCost } from "./pricing";

/** A decimal string with up to `scale` places, built from integers so no float is involved. */
const decimalString = (maxUnits: bigint, scale: number) =>
  fc.bigInt({ min: 0n, max: maxUnits }).map((units) => {
    const digits = units.toString().padStart(scale + 1, "0");
    return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });

/** Reference: round half-up (away from zero for positives) using plain bigint arithmetic. */
function referenceTotal(quantity: number, price: string): string {
  const [whole = "0", fraction = ""] = price.split(".");
  const scale = fraction.length;
  const product = BigInt(quantity) * BigInt(whole + fraction); // scaled by 10^scale
  const divisor = 10n ** BigInt(Math.max(scale - 2, 0));
  const multiplier = 10n ** BigInt(Math.max(2 - scale, 0));
  const cents = (product * multiplier * 2n + divisor) / (2n * divisor);
  const text = cents.toString().padStart(3, "0");
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

describe("money properties", () => {
  it("totalCost is the exact product rounded half-up to 2 places", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_147_483_647 }), decimalString(10n ** 12n, 6), (quantity, price) => {
        expect(totalCost(quantity, price)).toBe(referenceTotal(quantity, price));
      }),
    );
  });

  it("bonuses and commissions are never negative and never exceed the amount", () => {
    fc.assert(
      fc.property(
        decimalString(10n ** 15n, 2),
        fc.constantFrom("card", "crypto") as fc.Arbitrary<"card" | "crypto">,
        (amount, method) => {
          const bonus = new Decimal(depositBonus(amount, method));
          const commission = new Decimal(affiliateCommission(amount));
          expect(bonus.isNegative()).toBe(false);
          expect(commission.isNegative()).toBe(false);
          expect(bonus.lte(amount)).toBe(true);
          expect(commission.lte(amount)).toBe(true);
        },
      ),
    );
  });

  // Every display currency is worth more than a naira, so rates per naira are in (0, 1].
  const rate = decimalString(10n ** 8n, 8).filter((value) => new Decimal(value).gt(0));

  it("a currency amount survives a trip through NGN within a cent", () => {
    fc.assert(
      fc.property(decimalString(10n ** 11n, 2), rate, (amount, usdPerNaira) => {
        const rates = { USD: usdPerNaira };
        const back = convertFromNgn(convertToNgn(amount, "USD", rates), "USD", rates);
        expect(new Decimal(back).minus(amount).abs().lte("0.01")).toBe(true);
      }),
    );
  });

  it("an NGN amount survives a trip through a currency within that currency's cent", () => {
    fc.assert(
      fc.property(decimalString(10n ** 13n, 2), rate, (amount, usdPerNaira) => {
        const rates = { USD: usdPerNaira };
        const back = convertToNgn(convertFromNgn(amount, "USD", rates), "USD", rates);
        // One cent of USD is 0.01 / rate naira; rounding twice adds at most half of that plus half a kobo.
        const tolerance = new Decimal("0.005").div(usdPerNaira).plus("0.005");
        expect(new Decimal(back).minus(amount).abs().lte(tolerance)).toBe(true);
      }),
    );
  });
});
