import { describe, expect, it } from "vitest";
import { formatNgnIn, formatNgnWithDisplay, formatServicePrice } from "./display";
import { LIST_PRICING } from "./pricing";

const rates = { USD: "0.00065", GBP: "0.00051" };

describe("formatNgnIn", () => {
  it("converts an NGN amount and formats it in the display currency", () => {
    expect(formatNgnIn("10000", "USD", rates, "en-US")).toBe("$6.50");
    expect(formatNgnIn("1234.5", "NGN", {})).toBe("₦1,234.50");
  });

  it("converts exactly and rounds once, so a small price keeps its digits instead of reading US$0.00", () => {
    // ₦1.20 × 0.00065 = 0.00078 exactly.
    expect(formatNgnIn("1.2", "USD", rates)).toBe("US$0.00078");
    // ₦2.50 × 0.00065 = 0.001625 → two significant digits, half-up.
    expect(formatNgnIn("2.50", "USD", rates)).toBe("US$0.0016");
    // Rounding once: 1,234.25 × 0.00065 = 0.8022625 → 0.80 (not 0.80 of an already-rounded 0.80).
    expect(formatNgnIn("1234.25", "USD", rates)).toBe("US$0.80");
  });
});

describe("formatNgnWithDisplay", () => {
  it("shows the display currency with the naira that moves", () => {
    expect(formatNgnWithDisplay("1050", "USD", rates)).toBe("US$0.68 (₦1,050.00)");
    expect(formatNgnWithDisplay("1050", "GBP", rates)).toBe("£0.54 (₦1,050.00)");
  });

  it("shows the naira alone when the display currency is NGN", () => {
    expect(formatNgnWithDisplay("1050", "NGN", rates)).toBe("₦1,050.00");
  });
});

describe("formatServicePrice", () => {
  it("is what 1000 cost this customer, in the display currency", () => {
    expect(formatServicePrice({ unitPrice: "1.2" }, LIST_PRICING, "NGN", {})).toBe("₦1,200.00");
    expect(formatServicePrice({ unitPrice: "1.2" }, LIST_PRICING, "USD", rates)).toBe("US$0.78");
    expect(formatServicePrice({ unitPrice: "1.2" }, { discountPercent: "10" }, "NGN", {})).toBe("₦1,080.00");
    const custom = { discountPercent: "10", customUnitPrices: { 7: "0.9" } };
    expect(formatServicePrice({ id: 7, unitPrice: "1.2" }, custom, "NGN", {})).toBe("₦900.00");
  });

  it("keeps a tiny price non-zero in every currency", () => {
    // ₦0.0001 per unit is ₦0.10 per 1000: US$0.000065.
    expect(formatServicePrice({ unitPrice: "0.0001" }, LIST_PRICING, "USD", rates)).toBe("US$0.000065");
    expect(formatServicePrice({ unitPrice: "0.0001" }, LIST_PRICING, "GBP", rates)).toBe("£0.000051");
  });
});
