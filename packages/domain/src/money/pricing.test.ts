import { describe, expect, it } from "vitest";
import {
  customerPricing,
  customerRatePer1000,
  customerUnitPrice,
  LIST_PRICING,
  marginPercent,
  orderCharge,
  priceChangePercent,
  ratePer1000FromUnitPrice,
  resaleUnitPrice,
  totalCost,
  unitPriceFromRatePer1000,
} from "./pricing";

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

  it("computes the margin as profit's share of revenue", () => {
    expect(marginPercent("27.5", "100")).toBe("27.50");
    expect(marginPercent("-10", "40")).toBe("-25.00");
    expect(marginPercent("0", "0")).toBeNull();
  });
});

describe("the customer's pricing rule", () => {
  it("is the list price without a discount", () => {
    expect(customerUnitPrice({ unitPrice: "1.2" }, LIST_PRICING)).toBe("1.2");
    expect(orderCharge({ unitPrice: "1.2" }, 1000, LIST_PRICING)).toBe("1200.00");
  });

  it("takes the discount off the exact unit price and rounds the charge once", () => {
    const tenPercent = { discountPercent: "10" };
    expect(customerUnitPrice({ unitPrice: "0.0125" }, tenPercent)).toBe("0.01125");
    // 333 × 0.0125 = 4.1625; less 10 % = 3.74625 → 3.75 (rounding the list total first would give 3.74).
    expect(orderCharge({ unitPrice: "0.0125" }, 333, tenPercent)).toBe("3.75");
    expect(orderCharge({ unitPrice: "2" }, 10, { discountPercent: "100" })).toBe("0.00");
  });

  it("gives the rate per 1000: exactly what 1000 cost this customer", () => {
    expect(customerRatePer1000({ unitPrice: "1.2" }, LIST_PRICING)).toBe("1200.00");
    expect(customerRatePer1000({ unitPrice: "0.0125" }, { discountPercent: "10" })).toBe("11.25");
    expect(customerRatePer1000({ unitPrice: "0.0125" }, { discountPercent: "12.5" })).toBe(
      orderCharge({ unitPrice: "0.0125" }, 1000, { discountPercent: "12.5" }),
    );
  });

  it("reads a customer's discount", () => {
    expect(customerPricing(undefined)).toBe(LIST_PRICING);
    expect(customerPricing("15")).toEqual({ discountPercent: "15" });
    expect(customerPricing(undefined, {})).toBe(LIST_PRICING);
    expect(customerPricing(undefined, { 3: "0.5" })).toEqual({ discountPercent: "0", customUnitPrices: { 3: "0.5" } });
  });

  it("charges a custom rate as it is, for that service only, without taking the discount off it again", () => {
    const pricing = customerPricing("10", { 3: "0.9" });
    expect(customerUnitPrice({ id: 3, unitPrice: "1.2" }, pricing)).toBe("0.9");
    expect(orderCharge({ id: 3, unitPrice: "1.2" }, 500, pricing)).toBe("450.00");
    expect(customerRatePer1000({ id: 3, unitPrice: "1.2" }, pricing)).toBe("900.00");
    // Another service keeps its list price less the discount.
    expect(orderCharge({ id: 4, unitPrice: "1.2" }, 500, pricing)).toBe("540.00");
    // A package at a custom rate is sold whole at that rate.
    expect(orderCharge({ id: 3, unitPrice: "1.2", isPackage: true }, 1, pricing)).toBe("900.00");
    // A custom rate above the list price is charged too: it is what the operator agreed with the customer.
    expect(orderCharge({ id: 3, unitPrice: "0.5" }, 1000, customerPricing(undefined, { 3: "0.75" }))).toBe("750.00");
  });

  it("prices a package by its rate, whatever the quantity", () => {
    expect(orderCharge({ unitPrice: "0.5", isPackage: true }, 1, LIST_PRICING)).toBe("500.00");
    expect(orderCharge({ unitPrice: "0.5", isPackage: true }, 1, { discountPercent: "20" })).toBe("400.00");
  });
});

describe("resaleUnitPrice", () => {
  it("adds the markup to the price per 1000 and rounds the unit price up to 4 places", () => {
    expect(resaleUnitPrice("1.00", "30")).toBe("0.0013");
    // 0.35 × 1.3 ÷ 1000 = 0.000455: up, never below cost.
    expect(resaleUnitPrice("0.35", "30")).toBe("0.0005");
    expect(resaleUnitPrice("12.50", "0")).toBe("0.0125");
  });

  it("converts the provider's currency at the given rate", () => {
    // 2 USD per 1000 at 1500 NGN per USD with 20 %: 3.6 NGN per unit.
    expect(resaleUnitPrice("2", "20", "1500")).toBe("3.6000");
  });
});
