import { describe, expect, it } from "vitest";
import { DEFAULT_REPORTING_CURRENCY, formatReportingMoney, toReportingCurrency } from "./reporting";

describe("reporting currency", () => {
  it("leaves NGN figures as they are", () => {
    expect(toReportingCurrency("1234.5", DEFAULT_REPORTING_CURRENCY)).toBe("1234.50");
  });

  it("converts exactly with the operator's rate, rounding half-up once", () => {
    expect(toReportingCurrency("0.10", { code: "USD", rate: "0.1" })).toBe("0.01");
    expect(toReportingCurrency("1538.47", { code: "USD", rate: "0.00065" })).toBe("1.00");
    expect(toReportingCurrency("-20000", { code: "EUR", rate: "0.0006" })).toBe("-12.00");
  });

  it("leaves a USD panel's figures in USD, and converts them per US$1 to another currency (#37)", () => {
    expect(toReportingCurrency("9.1", { code: "USD", rate: "1" }, "USD")).toBe("9.10");
    expect(toReportingCurrency("9.10", { code: "NGN", rate: "1500" }, "USD")).toBe("13650.00");
  });

  it("writes USD in the dashboard's US format and the others as the panel does", () => {
    expect(formatReportingMoney("12345.67", "USD")).toBe("$12,345.67");
    expect(formatReportingMoney("12345.67", "NGN")).toBe("₦12,345.67");
  });
});
