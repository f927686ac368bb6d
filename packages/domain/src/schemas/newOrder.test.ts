import { describe, expect, it } from "vitest";
import { quantityBounds, quantityHint } from "../quantity";
import { validateAll, validateForm } from "../validation";
import { newOrderSchema } from "./newOrder";

const valid = { service_id: "7", link: "https://instagram.com/p/abc", quantity: "500" };

describe("newOrderSchema", () => {
  it("casts a valid order to numbers", () => {
    const result = validateForm(newOrderSchema({ min: 100, max: 1000 }), valid);
    expect(result.ok && result.value).toEqual({ service_id: 7, link: "https://instagram.com/p/abc", quantity: 500 });
  });

  it("keeps the quantity inside the service's bounds", () => {
    const schema = newOrderSchema({ min: 100, max: 1000 });
    expect(validateAll(schema, { ...valid, quantity: "99" })).toEqual({ quantity: ["Minimum quantity is 100"] });
    expect(validateAll(schema, { ...valid, quantity: "1001" })).toEqual({ quantity: ["Maximum quantity is 1000"] });
    expect(validateAll(schema, { ...valid, quantity: "100" })).toEqual({});
    expect(validateAll(schema, { ...valid, quantity: "1000" })).toEqual({});
  });

  it("defaults to 0 and 1,000,000", () => {
    const schema = newOrderSchema();
    expect(validateAll(schema, { ...valid, quantity: "0" })).toEqual({});
    expect(validateAll(schema, { ...valid, quantity: "1000001" })).toEqual({
      quantity: ["Maximum quantity is 1000000"],
    });
    expect(quantityBounds()).toEqual({ min: 0, max: 1_000_000 });
    expect(quantityBounds({ min_amount: 50, max_amount: 5000 })).toEqual({ min: 50, max: 5000 });
  });

  it("hints a minimum of 10 when no service is chosen", () => {
    expect(quantityHint()).toEqual({ min: 10, max: 1_000_000 });
    expect(quantityHint({ min_amount: 20, max_amount: 300 })).toEqual({ min: 20, max: 300 });
  });

  it("wants a whole quantity and reports an empty one as required", () => {
    const schema = newOrderSchema();
    expect(validateAll(schema, { ...valid, quantity: "" })).toEqual({ quantity: ["Quantity is required"] });
    expect(validateAll(schema, { ...valid, quantity: "12.5" })).toEqual({
      quantity: ["Quantity must be a whole number"],
    });
    expect(validateAll(schema, { ...valid, quantity: "lots" })).toEqual({
      quantity: ["Quantity must be a whole number"],
    });
  });

  it.each([
    "instagram.com/p/abc",
    "ftp://example.com/file",
    "javascript:alert(1)",
    "https://",
    "https://user:pass@instagram.com/p/abc",
    "https://instagram.com/p/a b",
  ])("rejects the link %s", (link) => {
    expect(validateAll(newOrderSchema(), { ...valid, link })).toEqual({
      link: ["Please enter a valid link starting with http:// or https://"],
    });
  });

  it("requires a service and a link", () => {
    expect(validateAll(newOrderSchema(), { service_id: "", link: "", quantity: "10" })).toEqual({
      service_id: ["Please select a service"],
      link: ["Link is required"],
    });
  });
});
