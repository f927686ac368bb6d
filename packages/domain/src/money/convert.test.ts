import { describe, expect, it } from "vitest";
import { convertFromNgn, convertToNgn, SAMPLE_EXCHANGE_RATES } from "./convert";

const rates = { USD: "0.00065", EUR: "0.0006" };

describe("currency conversion", () => {
  it("multiplies an NGN amount by the currency's rate per naira", () => {
    expect(convertFromNgn("10000", "USD", rates)).toBe("6.50");
    expect(convertFromNgn("1234.56", "NGN", rates)).toBe("1234.56");
  });

  it("divides back to NGN", () => {
    expect(convertToNgn("6.50", "USD", rates)).toBe("10000.00");
    expect(convertToNgn("1", "EUR", rates)).toBe("1666.67");
  });

  it("refuses missing or non-positive rates", () => {
    expect(() => convertFromNgn("1", "GBP", rates)).toThrow("No exchange rate for GBP");
    expect(() => convertFromNgn("1", "USD", { USD: "0" })).toThrow(RangeError);
  });

  it("has a sample rate for every currency", () => {
    expect(Object.keys(SAMPLE_EXCHANGE_RATES)).toEqual(["NGN", "USD", "EUR", "GBP", "CAD", "AUD"]);
  });
});
