import { describe, expect, it } from "vitest";
import { LIST_PRICING } from "../money/pricing";
import { MINIMUM_CHARGE, priceOrder, priceUnitLabel } from "./price";
import type { OrderedService } from "./service";
import { orderTotal } from "./total";

const service = (type: string, extra: Partial<OrderedService> = {}): OrderedService => ({
  id: 1,
  unitPrice: "0.5",
  type,
  dripfeed: true,
  min: 10,
  max: 10_000,
  ...extra,
});
const link = "https://instagram.com/p/1";
const priced = (s: OrderedService, given: Record<string, unknown>) => {
  const result = priceOrder(s, given, LIST_PRICING);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return { quantity: result.order.quantity, charge: result.order.charge };
};
const problems = (s: OrderedService, given: Record<string, unknown>) => {
  const result = priceOrder(s, given, LIST_PRICING);
  return result.ok ? [] : result.problems.map(({ field, message, apiError }) => ({ field, message, apiError }));
};

describe("priceOrder: one charge rule per service type", () => {
  it("Default: quantity × rate / 1000; drip-feed: quantity × runs", () => {
    expect(priced(service("default"), { link, quantity: "100" })).toEqual({ quantity: 100, charge: "50.00" });
    expect(priced(service("Default"), { link, quantity: 100, runs: "3", interval: "30" })).toEqual({
      quantity: 300,
      charge: "150.00",
    });
  });

  it("Package: its rate whatever the quantity, shown per package", () => {
    const pack = service("Package", { unitPrice: "2.5", min: 1, max: 1 });
    expect(priced(pack, { link })).toEqual({ quantity: 1, charge: "2500.00" });
    expect(priced(pack, { link, quantity: "1" })).toEqual({ quantity: 1, charge: "2500.00" });
    expect(priceUnitLabel("Package")).toBe("per package");
    expect(priceUnitLabel("default")).toBe("per 1000");
  });

  it("Custom Comments and Mentions Custom List: their line count", () => {
    const comments = service("Custom Comments", { min: 2 });
    expect(priced(comments, { link, comments: "Nice\r\n\n Wow \nGreat", quantity: "999" })).toEqual({
      quantity: 3,
      charge: "1.50",
    });
    expect(priced(service("Mentions Custom List", { min: 1 }), { link, usernames: "ada\nbola" })).toEqual({
      quantity: 2,
      charge: "1.00",
    });
  });

  it("Subscriptions: max × posts (one post when open-ended)", () => {
    const subs = service("Subscriptions", { min: 50, max: 1000 });
    expect(priced(subs, { username: "ada", min: "100", max: "200", posts: "5" })).toEqual({
      quantity: 1000,
      charge: "500.00",
    });
    expect(priced(subs, { username: "ada", min: "100", max: "200" })).toEqual({ quantity: 200, charge: "100.00" });
  });

  it("refuses an order that misses its extras, naming the field in the form's and API v2's words", () => {
    expect(problems(service("Custom Comments"), { link })).toEqual([
      { field: "comments", message: "Comments are required", apiError: "Comments are required" },
    ]);
    expect(problems(service("Poll"), { link, quantity: "10" })).toEqual([
      { field: "answer_number", message: "Answer number is required", apiError: "Incorrect answer number" },
    ]);
    expect(problems(service("Mentions"), { link, quantity: "10" })[0]?.apiError).toBe("Usernames are required");
    expect(problems(service("default"), { link: "javascript:alert(1)", quantity: "10" })[0]?.apiError).toBe(
      "Incorrect link",
    );
    for (const quantity of ["abc", "10.5", "-10", ""]) {
      expect(problems(service("default"), { link, quantity })[0]?.apiError, quantity).toBe("Incorrect quantity");
    }
    expect(problems(service("default"), { link, quantity: "5" })[0]?.apiError).toBe("Quantity less than minimal 10");
    expect(
      problems(service("default", { dripfeed: false }), { link, quantity: "10", runs: "2", interval: "5" }),
    ).toEqual([
      {
        field: "runs",
        message: "Drip-feed is not available for this service",
        apiError: "Drip-feed is not available for this service",
      },
    ]);
  });

  it("the money floor: an order under ₦0.01 is refused, never charged ₦0.00", () => {
    const cheap = service("default", { unitPrice: "0.0001", min: 10, max: 1000 });
    expect(problems(cheap, { link, quantity: "49" })).toEqual([
      {
        field: "quantity",
        message: "This order costs less than ₦0.01: please order a larger quantity",
        apiError: "Order total is less than the minimum charge of 0.01",
      },
    ]);
    expect(priced(cheap, { link, quantity: "50" }).charge).toBe(MINIMUM_CHARGE);
  });
});

describe("counts beyond the database's integers", () => {
  it("a quantity above an int maximum is over the service's maximum, not 'not a number'; the total stays finite", () => {
    const huge = service("default", { max: 2_147_483_647 });
    expect(problems(huge, { link, quantity: "2147483648" })[0]).toMatchObject({
      message: "Maximum quantity is 2147483647",
      apiError: "Quantity more than maximal 2147483647",
    });
    expect(orderTotal(huge, { link, quantity: "999999999999999", runs: "999999999999999" }, LIST_PRICING)).toBe("0.00");
    expect(problems(huge, { link, quantity: "10", runs: "2", interval: "2147483648" })[0]?.apiError).toBe(
      "Incorrect interval",
    );
  });
});
