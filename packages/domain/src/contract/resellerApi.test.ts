import { describe, expect, it } from "vitest";
import { RESELLER_API_ERRORS } from "../api/reseller";
import { resellerRefusal, resellerRequest } from "./resellerApi";

/** The union reads what API v2 clients send (forms, JSON, old scripts) as the API always has. */
const parse = (params: Record<string, unknown>) => resellerRequest.safeParse({ key: "k", ...params });
const refusal = (params: Record<string, unknown>) => {
  const read = parse(params);
  return read.success ? undefined : resellerRefusal(read.error);
};

describe("resellerRequest", () => {
  it("reads an order's fields as text, numbers as their digits, anything else as not sent; drops unknown fields", () => {
    const read = parse({
      action: "add",
      service: "12",
      link: "https://x.test/p",
      quantity: 100,
      runs: null,
      interval: { junk: true },
      comments: "a\nb",
      foo: "bar",
    });
    expect(read.data).toEqual({
      action: "add",
      key: "k",
      service: 12,
      link: "https://x.test/p",
      quantity: "100",
      runs: undefined,
      interval: undefined,
      comments: "a\nb",
    });
    // Whether 10.5 is a quantity is the order rules' to say, in their words, and only for a type that reads one.
    expect(parse({ action: "add", service: 1, quantity: 10.5 }).data).toMatchObject({ quantity: "10.5" });
  });

  it("reads a service that is no id as undefined (Incorrect service ID), and refuses one that is not text", () => {
    expect(parse({ action: "add", service: "abc" }).data).toMatchObject({ service: undefined });
    expect(parse({ action: "add", service: " 7 " }).data).toMatchObject({ service: 7 });
    for (const service of [undefined, null, 1.5, [1]]) {
      expect(refusal({ action: "add", service }), String(service)).toBe(RESELLER_API_ERRORS.incorrectService);
    }
  });

  it("reads ids as sent and as ids: one, or a list comma-separated, as a JSON array or one number", () => {
    expect(parse({ action: "status", order: 5 }).data).toMatchObject({ order: { text: "5", id: 5 } });
    expect(parse({ action: "status", order: null }).data).toMatchObject({ order: { text: "null", id: undefined } });
    expect(parse({ action: "status", orders: " 1, abc,,2147483648 " }).data).toMatchObject({
      orders: [
        { text: "1", id: 1 },
        { text: "abc", id: undefined },
        { text: "2147483648", id: undefined },
      ],
    });
    expect(parse({ action: "cancel", orders: [3, "4"] }).data).toMatchObject({
      orders: [
        { text: "3", id: 3 },
        { text: "4", id: 4 },
      ],
    });
    expect(parse({ action: "refill_status", refills: 9 }).data).toMatchObject({ refills: [{ text: "9", id: 9 }] });
  });

  it("refuses, as Incorrect request, what the API never did", () => {
    const incorrect = RESELLER_API_ERRORS.incorrectRequest;
    expect(refusal({})).toBe(incorrect);
    expect(refusal({ action: "launch" })).toBe(incorrect);
    expect(refusal({ action: "status", orders: "" })).toBe(incorrect);
    expect(refusal({ action: "status", orders: null })).toBe(incorrect);
    expect(refusal({ action: "status", orders: Array.from({ length: 101 }, (_, i) => i + 1).join(",") })).toBe(
      incorrect,
    );
    for (const action of ["refill", "cancel", "refill_status"]) expect(refusal({ action }), action).toBe(incorrect);
    expect(refusal({ action: "status" })).toBeUndefined();
    expect(resellerRequest.safeParse({ action: "balance", key: 42 }).success).toBe(false);
  });
});
