import { describe, expect, it } from "vitest";
import {
  compareMoney,
  isAtLeast,
  isDecimalString,
  isMoneyInput,
  percentOf,
  subtractMoney,
  sumMoney,
  toDecimal,
  toExactString,
  toMoney,
} from "./decimal";

describe("decimal helpers", () => {
  it("rounds half-up to 2 places and never writes -0.00", () => {
    expect(toMoney("1.005")).toBe("1.01");
    expect(toMoney("1.004")).toBe("1.00");
    expect(toMoney("-1.005")).toBe("-1.01");
    expect(toMoney("-0.001")).toBe("0.00");
    expect(toMoney(42)).toBe("42.00");
  });

  it("refuses floats and malformed strings", () => {
    expect(() => toDecimal(0.1)).toThrow(TypeError);
    expect(() => toDecimal("1e3")).toThrow(TypeError);
    expect(() => toDecimal("12,50")).toThrow(TypeError);
    expect(toDecimal(" 12.50 ").toFixed(2)).toBe("12.50");
  });

  it("adds and subtracts without float error", () => {
    expect(sumMoney("0.1", "0.2")).toBe("0.30");
    expect(sumMoney()).toBe("0.00");
    expect(subtractMoney("1000.00", "999.99")).toBe("0.01");
    expect(subtractMoney("5", "7.5")).toBe("-2.50");
  });

  it("compares amounts", () => {
    expect(compareMoney("10.0", "10")).toBe(0);
    expect(compareMoney("9.99", "10")).toBe(-1);
    expect(compareMoney("100", "99.999")).toBe(1);
    expect(isAtLeast("100.00", "100")).toBe(true);
    expect(isAtLeast("99.99", "100")).toBe(false);
  });

  it("takes a percentage", () => {
    expect(percentOf("1234.50", "5")).toBe("61.73");
    expect(percentOf("100", "4")).toBe("4.00");
  });

  it("writes exact values without exponents", () => {
    expect(toExactString("0.0000001")).toBe("0.0000001");
    expect(toExactString("12345678901234567890.5")).toBe("12345678901234567890.5");
  });

  it("recognises decimal strings and money input", () => {
    expect(isDecimalString("-12.345")).toBe(true);
    expect(isDecimalString("1e5")).toBe(false);
    expect(isMoneyInput(" 12.5 ")).toBe(true);
    expect(isMoneyInput("12.345")).toBe(false);
    expect(isMoneyInput("-1")).toBe(false);
    expect(isMoneyInput("")).toBe(false);
  });
});
