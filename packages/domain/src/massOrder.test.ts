import { describe, expect, it } from "vitest";
import {
  canSubmitMassOrder,
  checkMassOrderLines,
  MASS_ORDER_EXAMPLE,
  MASS_ORDER_FORMAT,
  massOrderServicesFrom,
  massOrderTotalCost,
  parseMassOrder,
  summariseErrors,
  toMassOrderRequestLine,
} from "./massOrder";

describe("parseMassOrder", () => {
  it("parses the example into three orders", () => {
    const result = parseMassOrder(MASS_ORDER_EXAMPLE);
    expect(result.errors).toEqual([]);
    expect(result.orders.map(({ line, serviceId, quantity }) => [line, serviceId, quantity])).toEqual([
      [1, 1, 1000],
      [2, 2, 500],
      [3, 3, 2000],
    ]);
    expect(canSubmitMassOrder(result)).toBe(true);
    expect(MASS_ORDER_FORMAT).toBe("service_id | link | quantity");
  });

  it("allows any spacing around the pipes and ignores blank lines, keeping textarea line numbers", () => {
    const result = parseMassOrder("\n  \n5|https://a.com/x|10\r\n\t\n  6  |   http://b.org   |  20  \n");
    expect(result.errors).toEqual([]);
    expect(result.orders).toEqual([
      { line: 3, serviceId: 5, link: "https://a.com/x", quantity: 10 },
      { line: 5, serviceId: 6, link: "http://b.org", quantity: 20 },
    ]);
  });

  it("reports each spec message with its line number", () => {
    const text = [
      "1 | https://instagram.com/p/a",
      "abc | https://instagram.com/p/a | 100",
      "1 | instagram.com/p/a | 100",
      "1 | https://instagram.com/p/a | 0",
      "1 | https://instagram.com/p/a | -5",
      "1 | https://instagram.com/p/a | 100 | extra",
      "2 | https://instagram.com/p/b | 100",
    ].join("\n");
    const result = parseMassOrder(text);
    expect(result.errors).toEqual([
      { line: 1, message: "Line 1: Must have exactly 3 parts (service_id | link | quantity)" },
      { line: 2, message: "Line 2: Service ID must be a number" },
      { line: 3, message: "Line 3: Invalid URL format" },
      { line: 4, message: "Line 4: Quantity must be a positive number" },
      { line: 5, message: "Line 5: Quantity must be a positive number" },
      { line: 6, message: "Line 6: Must have exactly 3 parts (service_id | link | quantity)" },
    ]);
    expect(result.orders).toEqual([{ line: 7, serviceId: 2, link: "https://instagram.com/p/b", quantity: 100 }]);
    expect(canSubmitMassOrder(result)).toBe(false);
  });

  it("reports every wrong part of one line", () => {
    expect(parseMassOrder("x | nope | 1.5").errors.map((error) => error.message)).toEqual([
      "Line 1: Service ID must be a number",
      "Line 1: Invalid URL format",
      "Line 1: Quantity must be a positive number",
    ]);
  });

  it("refuses more than 100 non-blank lines once, ahead of the line errors", () => {
    const line = "1 | https://a.com | 10";
    expect(parseMassOrder(Array(100).fill(line).join("\n\n")).errors).toEqual([]);
    const result = parseMassOrder([...Array(101).fill(line), "bad"].join("\n"));
    expect(result.errors[0]).toEqual({ line: null, message: "Maximum 100 orders allowed per submission" });
    expect(result.errors[1]?.message).toBe("Line 102: Must have exactly 3 parts (service_id | link | quantity)");
    expect(canSubmitMassOrder(result)).toBe(false);
  });

  it("cannot submit nothing", () => {
    const result = parseMassOrder(" \n\n ");
    expect(result).toEqual({ orders: [], errors: [] });
    expect(canSubmitMassOrder(result)).toBe(false);
  });

  it("checks known services: unknown IDs and quantities outside the bounds", () => {
    const services = massOrderServicesFrom([
      { id: 1, category_id: 1, service_title: "Followers", price: "0.5", min_amount: 100, max_amount: 1000 },
    ]);
    const result = parseMassOrder(
      ["1 | https://a.com | 99", "1 | https://a.com | 1001", "9 | https://a.com | 500", "1 | https://a.com | 100"].join(
        "\n",
      ),
      services,
    );
    expect(result.errors.map((error) => error.message)).toEqual([
      "Line 1: Quantity must be at least 100 for this service",
      "Line 2: Quantity must be at most 1000 for this service",
      "Line 3: Service ID 9 does not exist",
    ]);
    expect(result.orders).toEqual([{ line: 4, serviceId: 1, link: "https://a.com", quantity: 100 }]);
  });
});

describe("checkMassOrderLines", () => {
  const services = new Map([[1, { min: 100, max: 1000 }]]);

  it("takes the lines a client sends, numbers as JSON numbers or digits", () => {
    const result = checkMassOrderLines(
      [
        { service_id: 1, link: "https://instagram.com/p/a", quantity: 100 },
        { service_id: "1", link: " https://instagram.com/p/b ", quantity: "200" },
      ],
      services,
    );
    expect(result).toEqual({
      orders: [
        { line: 1, serviceId: 1, link: "https://instagram.com/p/a", quantity: 100 },
        { line: 2, serviceId: 1, link: "https://instagram.com/p/b", quantity: 200 },
      ],
      errors: [],
    });
  });

  it("reports the parser's messages, numbered by position", () => {
    const result = checkMassOrderLines(
      [
        { service_id: 1.5, link: "javascript:alert(1)", quantity: -1 },
        "1 | https://a.com | 100",
        null,
        { service_id: 1, link: "https://user:pass@a.com", quantity: 0 },
        { service_id: 9, link: "https://a.com", quantity: 100 },
        { service_id: 1, link: "https://a.com", quantity: 1001 },
        { service_id: 1, link: ["https://a.com"], quantity: 100 },
      ],
      services,
    );
    expect(result.orders).toEqual([]);
    expect(result.errors.map((error) => error.message)).toEqual([
      "Line 1: Service ID must be a number",
      "Line 1: Invalid URL format",
      "Line 1: Quantity must be a positive number",
      "Line 2: Must have exactly 3 parts (service_id | link | quantity)",
      "Line 3: Must have exactly 3 parts (service_id | link | quantity)",
      "Line 4: Invalid URL format",
      "Line 4: Quantity must be a positive number",
      "Line 5: Service ID 9 does not exist",
      "Line 6: Quantity must be at most 1000 for this service",
      "Line 7: Invalid URL format",
    ]);
  });

  it("refuses more than 100 lines once, first", () => {
    const line = { service_id: 1, link: "https://a.com", quantity: 100 };
    expect(checkMassOrderLines(Array(100).fill(line), services).errors).toEqual([]);
    expect(checkMassOrderLines(Array(101).fill(line), services).errors).toEqual([
      { line: null, message: "Maximum 100 orders allowed per submission" },
    ]);
  });

  it("agrees with the parser on what the parser accepted", () => {
    const parsed = parseMassOrder("1 | https://a.com/x | 100\n\n1|https://a.com/y|500", services);
    const lines = parsed.orders.map(toMassOrderRequestLine);
    expect(lines).toEqual([
      { service_id: 1, link: "https://a.com/x", quantity: 100 },
      { service_id: 1, link: "https://a.com/y", quantity: 500 },
    ]);
    expect(checkMassOrderLines(lines, services).errors).toEqual([]);
  });
});

describe("summariseErrors", () => {
  const errors = Array.from({ length: 8 }, (_, index) => ({ line: index + 1, message: `Line ${index + 1}: x` }));

  it("shows the first 5 and counts the rest", () => {
    const summary = summariseErrors(errors);
    expect(summary.shown.map((error) => error.line)).toEqual([1, 2, 3, 4, 5]);
    expect(summary.remaining).toBe(3);
    expect(summary.moreText).toBe("and 3 more errors");
  });

  it("says 'error' for one and nothing when all fit", () => {
    expect(summariseErrors(errors.slice(0, 6)).moreText).toBe("and 1 more error");
    expect(summariseErrors(errors.slice(0, 5))).toEqual({ shown: errors.slice(0, 5), remaining: 0, moreText: null });
  });
});

describe("massOrderTotalCost", () => {
  it("adds each order's exact cost", () => {
    const services = new Map([
      [1, { min: 1, max: 1000, price: "0.1" }],
      [2, { min: 1, max: 1000, price: "0.333" }],
    ]);
    const { orders } = parseMassOrder("1 | https://a.com | 3\n2 | https://a.com | 3\n3 | https://a.com | 3");
    expect(massOrderTotalCost(orders, services)).toBe("1.30");
  });

  it("prices each line for the customer, as the server charges it", () => {
    const services = new Map([[1, { min: 1, max: 1000, price: "0.0125" }]]);
    const { orders } = parseMassOrder("1 | https://a.com | 333\n1 | https://b.com | 333");
    // 333 × 0.0125 less 10 % = 3.74625 → 3.75 a line (rounding the list price first would give 3.74).
    expect(massOrderTotalCost(orders, services, { discountPercent: "10" })).toBe("7.50");
    // A custom rate for service 1 is charged as it is: 333 × 0.01 = 3.33 a line.
    expect(massOrderTotalCost(orders, services, { discountPercent: "10", customUnitPrices: { 1: "0.01" } })).toBe(
      "6.66",
    );
  });

  it("charges a package its price, whatever the quantity (#34: two packages showed ₦6.50 for ₦6,500)", () => {
    const services = new Map([[73, { min: 1, max: 1, price: "2.5", type: "Package" }]]);
    const { orders, errors } = parseMassOrder("73 | https://a.com | 1\n73 | https://b.com | 1", services);
    expect(errors).toEqual([]);
    expect(massOrderTotalCost(orders, services)).toBe("5000.00");
  });

  it("takes Default and Package services only, and refuses an order under ₦0.01", () => {
    const services = new Map([
      [61, { min: 1, max: 100, price: "1", type: "Custom Comments" }],
      [9, { min: 10, max: 1000, price: "0.0001" }],
    ]);
    expect(parseMassOrder("61 | https://a.com | 5\n9 | https://a.com | 10", services).errors).toEqual([
      { line: 1, message: "Line 1: Service ID 61 is a Custom Comments service: order it on New Order" },
      { line: 2, message: "Line 2: This order costs less than ₦0.01: please order a larger quantity" },
    ]);
  });
});
