import { describe, expect, it } from "vitest";
import { priceChangePercent, ratePer1000FromUnitPrice, totalCost, unitPriceFromRatePer1000 } from "./pricing";

describe("pricing", () => {
  it("multiplies quantity by unit price exactly", () => {
    expect(totalCost(3, "0.1")).toBe("0.30");
    expect(totalCost(1000, "0.0125")).toBe("12.50");
    expect(totalCost(1, "0.005")).toBe("0.01");
    expect(totalCost(0, "99")).toBe("0.00");
    expect(totalCost(2147483647, "1.99")).toBe("4273492457.53");
  });

  it("converts between per-1000 rates and unit prices", () => {
    expect(unitPriceFromRatePer1000("12.5")).toBe("0.0125");
    expect(unitPriceFromRatePer1000("1")).toBe("0.001");
    expect(ratePer1000FromUnitPrice("0.0125")).toBe("12.50");
  });

  it("computes the signed percentage change of a price", () => {
    expect(priceChangePercent("100", "87.5")).toBe("-12.50");
    expect(priceChangePercent("3", "4")).toBe("33.33");
    expect(priceChangePercent("0", "4")).toBeNull();
  });
});
