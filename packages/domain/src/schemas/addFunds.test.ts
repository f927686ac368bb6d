import { describe, expect, it } from "vitest";
import { paymentMethodsFromSettings } from "../payments/methods";
import { validateAll } from "../validation";
import { addFundsSchema, addFundsSchemaFor } from "./addFunds";

describe("addFundsSchema", () => {
  it("needs at least the card minimum of 100 NGN", () => {
    expect(validateAll(addFundsSchema, { method: "card", amount: "100" })).toEqual({});
    expect(validateAll(addFundsSchema, { method: "card", amount: "99.99" })).toEqual({
      amount: ["Minimum amount for this method is 100 NGN"],
    });
  });

  it("needs at least the crypto minimum of 500 NGN and has no maximum", () => {
    expect(validateAll(addFundsSchema, { method: "crypto", amount: "499" })).toEqual({
      amount: ["Minimum amount for this method is 500 NGN"],
    });
    expect(validateAll(addFundsSchema, { method: "crypto", amount: "500" })).toEqual({});
    expect(validateAll(addFundsSchema, { method: "crypto", amount: "999999999999.99" })).toEqual({});
  });

  it("rejects empty, malformed and unknown input", () => {
    expect(validateAll(addFundsSchema, { method: "", amount: "" })).toEqual({
      method: ["Please select a payment method"],
      amount: ["Amount is required"],
    });
    expect(validateAll(addFundsSchema, { method: "paypal", amount: "1e3" })).toEqual({
      method: ["Please select a supported payment method"],
      amount: ["Please enter a valid amount"],
    });
  });

  it("applies the operator's minimums and offers only the methods in Settings", () => {
    const schema = addFundsSchemaFor(
      paymentMethodsFromSettings([{ id: "crypto", name: "Crypto", min_amount: "50.00", bonus_percent: "0" }]),
    );
    expect(validateAll(schema, { method: "crypto", amount: "50" })).toEqual({});
    expect(validateAll(schema, { method: "crypto", amount: "49.99" })).toEqual({
      amount: ["Minimum amount for this method is 50 NGN"],
    });
    // Card is a known method but not on offer: no minimum to word, so the method itself is what the server refuses.
    expect(validateAll(schema, { method: "card", amount: "1" })).toEqual({});
  });
});
