import { describe, expect, it } from "vitest";
import {
  canPay,
  depositBonus,
  depositCredit,
  PAYMENT_METHOD_LIST,
  PAYMENT_METHODS,
  paymentMethodsFromSettings,
} from "./methods";

describe("payment methods", () => {
  it("has the card-provider method (min 100, 5% bonus) and crypto (min 500, no maximum)", () => {
    expect(PAYMENT_METHOD_LIST.map((method) => method.id)).toEqual(["card", "crypto"]);
    expect(PAYMENT_METHODS.card).toMatchObject({ minimum: "100", maximum: null, bonusPercent: "5" });
    expect(PAYMENT_METHODS.crypto).toMatchObject({ minimum: "500", maximum: null, bonusPercent: "0" });
  });

  it("adds a 5% bonus to every card deposit, none to crypto", () => {
    expect(depositBonus("1000", "card")).toBe("50.00");
    expect(depositBonus("333.33", "card")).toBe("16.67");
    expect(depositCredit("1000", "card")).toBe("1050.00");
    expect(depositBonus("1000", "crypto")).toBe("0.00");
    expect(depositCredit("1000", "crypto")).toBe("1000.00");
    expect(() => depositBonus("-1", "card")).toThrow(RangeError);
  });

  it("enables Pay Now only for a valid amount at least the minimum", () => {
    expect(canPay("", "card")).toBe(false);
    expect(canPay("abc", "card")).toBe(false);
    expect(canPay("99.99", "card")).toBe(false);
    expect(canPay("100", "card")).toBe(true);
    expect(canPay("499", "crypto")).toBe(false);
    expect(canPay(" 500.00 ", "crypto")).toBe(true);
    // No maximum per method; one deposit is bounded by DEPOSIT_AMOUNT_MAX (a technical limit).
    expect(canPay("1000000000", "crypto")).toBe(true);
    expect(canPay("1000000000.01", "crypto")).toBe(false);
  });

  it("takes the operator's name, minimum and bonus from Settings, in the settings' order", () => {
    const methods = paymentMethodsFromSettings([
      { id: "crypto", name: "Bitcoin & USDT", min_amount: "1000", bonus_percent: "2" },
      { id: "card", name: "Card", min_amount: "200", bonus_percent: "0" },
    ]);
    expect(methods.map((method) => [method.id, method.label, method.minimum, method.bonusPercent])).toEqual([
      ["crypto", "Bitcoin & USDT", "1000", "2"],
      ["card", "Card", "200", "0"],
    ]);
    const [crypto, card] = methods;
    if (!crypto || !card) throw new Error("two methods expected");
    expect(depositBonus("1000", crypto)).toBe("20.00");
    expect(depositCredit("1000", card)).toBe("1000.00");
    expect(canPay("999.99", crypto)).toBe(false);
    expect(canPay("1000", crypto)).toBe(true);
    expect(canPay("100", card)).toBe(false);
  });
});
