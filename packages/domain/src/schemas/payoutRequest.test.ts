import { describe, expect, it } from "vitest";
import { validateAll } from "../validation";
import { payoutRequestSchema } from "./payoutRequest";

describe("payoutRequestSchema", () => {
  const schema = payoutRequestSchema("5000.00");

  it("allows from 2000 NGN up to the available earnings", () => {
    expect(validateAll(schema, { amount: "2000" })).toEqual({});
    expect(validateAll(schema, { amount: "5000" })).toEqual({});
  });

  it("refuses less than the minimum and more than available", () => {
    expect(validateAll(schema, { amount: "1999.99" })).toEqual({ amount: ["Minimum payout is 2000 NGN"] });
    expect(validateAll(schema, { amount: "5000.01" })).toEqual({ amount: ["Amount exceeds your available earnings"] });
  });

  it("reports both limits when earnings are below the minimum", () => {
    expect(validateAll(payoutRequestSchema("1000"), { amount: "1500" })).toEqual({
      amount: ["Minimum payout is 2000 NGN", "Amount exceeds your available earnings"],
    });
  });

  it("needs a valid amount", () => {
    expect(validateAll(schema, { amount: "" })).toEqual({ amount: ["Amount is required"] });
    expect(validateAll(schema, { amount: "two thousand" })).toEqual({ amount: ["Please enter a valid amount"] });
  });

  it("applies the operator's minimum payout when given", () => {
    const lowered = payoutRequestSchema("5000.00", "500.00");
    expect(validateAll(lowered, { amount: "500" })).toEqual({});
    expect(validateAll(lowered, { amount: "499.99" })).toEqual({ amount: ["Minimum payout is 500 NGN"] });
  });
});
