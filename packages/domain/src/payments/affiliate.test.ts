import { describe, expect, it } from "vitest";
import {
  AFFILIATE_COMMISSION_PERCENT,
  AFFILIATE_MIN_PAYOUT,
  AFFILIATE_PAYOUT_SCHEDULE,
  affiliateCommission,
  canRequestPayout,
  conversionRate,
} from "./affiliate";

describe("affiliate programme", () => {
  it("pays 4% commission, weekly, from 2000 NGN", () => {
    expect(AFFILIATE_COMMISSION_PERCENT).toBe("4");
    expect(AFFILIATE_MIN_PAYOUT).toBe("2000");
    expect(AFFILIATE_PAYOUT_SCHEDULE).toBe("weekly");
    expect(affiliateCommission("12345.67")).toBe("493.83");
    expect(() => affiliateCommission("-5")).toThrow(RangeError);
  });

  it("allows a payout request only from the minimum", () => {
    expect(canRequestPayout("0.00")).toBe(false);
    expect(canRequestPayout("1999.99")).toBe(false);
    expect(canRequestPayout("2000")).toBe(true);
    expect(canRequestPayout("499.99", "500")).toBe(false);
    expect(canRequestPayout("500", "500.00")).toBe(true);
  });

  it("computes the conversion rate", () => {
    expect(conversionRate(0, 0)).toBe("0.00");
    expect(conversionRate(3, 1)).toBe("33.33");
  });
});
