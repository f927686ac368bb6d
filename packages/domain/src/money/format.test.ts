import { describe, expect, it } from "vitest";
import {
  CHILD_PANEL_CURRENCY_OPTIONS,
  CURRENCIES,
  currencyOption,
  DEFAULT_CURRENCY,
  isCurrencyCode,
} from "./currencies";
import { displayDecimals, formatAmount, formatMoney } from "./format";

describe("currencies", () => {
  it("lists the six currencies with NGN first and default", () => {
    expect(CURRENCIES.map((currency) => currency.code)).toEqual(["NGN", "USD", "EUR", "GBP", "CAD", "AUD"]);
    expect(DEFAULT_CURRENCY).toBe("NGN");
    expect(currencyOption("NGN")).toEqual({ code: "NGN", symbol: "₦", name: "Nigerian Naira" });
    expect(isCurrencyCode("EUR")).toBe(true);
    expect(isCurrencyCode("eur")).toBe(false);
  });

  it("offers usd, ngn, eur and gbp for child panels", () => {
    expect(CHILD_PANEL_CURRENCY_OPTIONS.map((option) => option.value)).toEqual(["usd", "ngn", "eur", "gbp"]);
    expect(CHILD_PANEL_CURRENCY_OPTIONS[1]?.label).toBe("NGN (₦)");
  });
});

describe("formatMoney", () => {
  it("writes naira with ₦ by default", () => {
    expect(formatMoney("1234.5")).toBe("₦1,234.50");
    expect(formatMoney("0")).toBe("₦0.00");
  });

  it("writes the admin dashboard's USD format", () => {
    expect(formatMoney("45231.89", "USD", "en-US")).toBe("$45,231.89");
  });

  it("uses each currency's symbol", () => {
    expect(formatMoney("10", "EUR")).toContain("€");
    expect(formatMoney("10", "GBP")).toContain("£");
    expect(formatMoney("10", "CAD")).toMatch(/CA\$|C\$/);
    expect(formatMoney("10", "AUD")).toContain("A$");
  });

  it("rounds half-up from the exact decimal, beyond float precision", () => {
    expect(formatMoney("1.005")).toBe("₦1.01");
    expect(formatMoney("12345678901234567.895")).toBe("₦12,345,678,901,234,567.90");
  });

  it("formats plain amounts", () => {
    expect(formatAmount("1234567.891")).toBe("1,234,567.89");
    expect(formatAmount("0.0004")).toBe("0.0004");
  });

  it("never shows a non-zero amount as 0.00: below 0.01 it keeps two significant digits", () => {
    expect(displayDecimals("0")).toBe(2);
    expect(displayDecimals("0.01")).toBe(2);
    expect(displayDecimals("0.00999")).toBe(2);
    expect(displayDecimals("0.0099")).toBe(4);
    expect(displayDecimals("0.00078")).toBe(5);
    expect(formatMoney("0.00078", "USD", "en-US")).toBe("$0.00078");
    expect(formatMoney("0.000775", "USD", "en-US")).toBe("$0.00078");
    expect(formatMoney("0.006", "EUR")).toContain("0.006");
    expect(formatMoney("-0.0004")).toBe("-₦0.0004");
    expect(formatMoney("0.004")).toBe("₦0.004");
    expect(formatMoney("0.00")).toBe("₦0.00");
  });
});
