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
    expect(validateAll(addFundsSchema, { method: "crypto", amount: "1000000000" })).toEqual({});
    // Beyond what one deposit may be: a field message, never a database error.
    expect(validateAll(addFundsSchema, { method: "crypto", amount: "12345678901234567890" })).toEqual({
      amount: ["Maximum amount for one deposit is 1000000000 NGN"],
    });
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

  it("needs the transfer reference of a bank transfer, and drops it for other methods", () => {
    const methods = paymentMethodsFromSettings([
      { id: "bank_transfer", name: "Bank transfer", min_amount: "1000", bonus_percent: "0" },
      { id: "card", name: "Card", min_amount: "100", bonus_percent: "5" },
    ]);
    const schema = addFundsSchemaFor(methods);
    expect(validateAll(schema, { method: "bank_transfer", amount: "1000" })).toEqual({
      transfer_reference: ["Enter the reference of your bank transfer"],
    });
    expect(validateAll(schema, { method: "bank_transfer", amount: "1000", transfer_reference: "a\u0000b" })).toEqual({
      transfer_reference: ["The transfer reference must be 3 to 64 letters, digits, spaces or - / . _"],
    });
    expect(schema.parse({ method: "bank_transfer", amount: "1000", transfer_reference: " GTB/4471 " })).toEqual({
      method: "bank_transfer",
      amount: "1000",
      transfer_reference: "GTB/4471",
    });
    expect(schema.parse({ method: "card", amount: "1000", transfer_reference: "x" })).toEqual({
      method: "card",
      amount: "1000",
    });
  });
});
