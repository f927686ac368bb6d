import { describe, expect, it } from "vitest";
import { canConvert, convertBetween, crossRate } from "./convert";
import { formatIn, formatServicePrice, formatWithCharged } from "./display";
import {
  defaultAffiliateMinPayout,
  defaultParentRate,
  defaultPaymentMethods,
  panelCurrencyOf,
  paystackSupports,
} from "./panelCurrency";
import { LIST_PRICING } from "./pricing";

const rates = { USD: "0.00065", EUR: "0.0006" };

describe("a panel's currency", () => {
  it("comes from the child panel order's code", () => {
    expect(panelCurrencyOf("usd")).toBe("USD");
    expect(panelCurrencyOf("ngn")).toBe("NGN");
    expect(panelCurrencyOf("xyz")).toBe("NGN");
  });

  it("gives a new panel deposit minimums of its own currency, not naira converted", () => {
    const usd = defaultPaymentMethods("USD");
    expect(usd.map((method) => [method.id, method.min_amount, method.bonus_percent])).toEqual([
      ["card", "1", "5"],
      ["crypto", "5", "0"],
      ["bank_transfer", "10", "0"],
    ]);
    expect(defaultPaymentMethods("NGN").map((method) => method.min_amount)).toEqual(["100", "500", "1000"]);
    expect(defaultAffiliateMinPayout("GBP")).toBe("5");
    expect(defaultAffiliateMinPayout("NGN")).toBe("2000");
  });

  it("offers Paystack only in the currencies it charges in", () => {
    expect(paystackSupports("NGN")).toBe(true);
    expect(paystackSupports("USD")).toBe(true);
    expect(paystackSupports("EUR")).toBe(false);
    expect(paystackSupports("GBP")).toBe(false);
  });

  it("has a default 'your rate' from the parent's currency to the child's, 6 places", () => {
    expect(defaultParentRate("NGN", "USD")).toBe("0.000650");
    expect(defaultParentRate("USD", "NGN")).toBe("1538.461538");
    expect(defaultParentRate("NGN", "NGN")).toBe("1");
  });
});

describe("conversion from any panel currency", () => {
  it("crosses through the NGN-based rates exactly", () => {
    expect(crossRate("USD", "USD", rates).toFixed()).toBe("1");
    expect(convertBetween("20", "USD", "NGN", rates)).toBe("30769.23");
    expect(convertBetween("10000", "NGN", "USD", rates)).toBe("6.50");
    // 20 × 0.0006 / 0.00065 = 18.4615…
    expect(convertBetween("20", "USD", "EUR", rates)).toBe("18.46");
  });

  it("knows when a display currency can be shown", () => {
    expect(canConvert("USD", "USD", {})).toBe(true);
    expect(canConvert("USD", "NGN", {})).toBe(false);
    expect(canConvert("USD", "EUR", rates)).toBe(true);
    expect(canConvert("USD", "GBP", rates)).toBe(false);
  });

  it("formats a USD panel's amounts in dollars, with no naira beside them", () => {
    expect(formatIn("20", "USD", "USD", rates)).toBe("US$20.00");
    expect(formatWithCharged("20", "USD", "USD", rates)).toBe("US$20.00");
    expect(formatWithCharged("20", "USD", "EUR", rates)).toBe("€18.46 (US$20.00)");
    expect(formatWithCharged("1050", "NGN", "USD", rates)).toBe("US$0.68 (₦1,050.00)");
    expect(formatServicePrice({ unitPrice: "0.0016" }, LIST_PRICING, "USD", rates, undefined, "USD")).toBe("US$1.60");
  });
});
