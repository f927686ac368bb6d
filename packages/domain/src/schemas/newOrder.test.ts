import { describe, expect, it } from "vitest";
import { LIST_PRICING } from "../money/pricing";
import { priceOrder } from "../orderTypes";
import { validateAll } from "../validation";
import { orderRequestSchema } from "./newOrder";

const service = { id: 7, unitPrice: "0.5", type: "default", min: 100, max: 1000 };
const valid = { link: "https://instagram.com/p/abc", quantity: "500" };
const problemsOf = (given: Record<string, unknown>) => {
  const priced = priceOrder(service, given, LIST_PRICING);
  return priced.ok ? {} : Object.fromEntries(priced.problems.map((problem) => [problem.field, problem.message]));
};

describe("orderRequestSchema", () => {
  it("wants a service and takes every type's fields as text or numbers", () => {
    expect(validateAll(orderRequestSchema, { service_id: "", ...valid })).toEqual({
      service_id: ["Please select a service"],
    });
    expect(validateAll(orderRequestSchema, { service_id: 7, ...valid, comments: "a\nb", runs: 3 })).toEqual({});
  });
});

describe("a default order, as the New Order form and the server read it", () => {
  it("keeps the quantity inside the service's bounds", () => {
    expect(problemsOf({ ...valid, quantity: "99" })).toEqual({ quantity: "Minimum quantity is 100" });
    expect(problemsOf({ ...valid, quantity: "1001" })).toEqual({ quantity: "Maximum quantity is 1000" });
    expect(problemsOf({ ...valid, quantity: "100" })).toEqual({});
  });

  it("wants a whole quantity and reports an empty one as required", () => {
    expect(problemsOf({ ...valid, quantity: "" })).toEqual({ quantity: "Quantity is required" });
    expect(problemsOf({ ...valid, quantity: "12.5" })).toEqual({ quantity: "Quantity must be a whole number" });
    expect(problemsOf({ ...valid, quantity: "lots" })).toEqual({ quantity: "Quantity must be a whole number" });
  });

  it.each([
    "instagram.com/p/abc",
    "ftp://example.com/file",
    "javascript:alert(1)",
    "https://",
    "https://user:pass@instagram.com/p/abc",
    "https://instagram.com/p/a b",
  ])("rejects the link %s", (link) => {
    expect(problemsOf({ ...valid, link })).toEqual({
      link: "Please enter a valid link starting with http:// or https://",
    });
  });

  it("requires a link", () => {
    expect(problemsOf({ quantity: "500" })).toEqual({ link: "Link is required" });
  });
});
