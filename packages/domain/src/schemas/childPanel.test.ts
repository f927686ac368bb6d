import { describe, expect, it } from "vitest";
import { validateAll, validateForm } from "../validation";
import { childPanelSchema } from "./childPanel";

const valid = {
  domain: "mypanel.com",
  currency: "ngn",
  adminUsername: "owner",
  adminPassword: "longpass",
  confirmPassword: "longpass",
  pricePerMonth: "25000",
};

describe("childPanelSchema", () => {
  it("accepts a valid order and keeps the price a string", () => {
    const result = validateForm(childPanelSchema, valid);
    expect(result.ok && result.value.pricePerMonth).toBe("25000");
  });

  it.each(["sub.my-panel.co.uk", "a1.io"])("accepts the domain %s", (domain) => {
    expect(validateAll(childPanelSchema, { ...valid, domain })).toEqual({});
  });

  it.each(["mypanel", "http://mypanel.com", "-bad.com", "my panel.com", "bad-.com", "panel.c0m"])(
    "rejects the domain %s",
    (domain) => {
      expect(validateAll(childPanelSchema, { ...valid, domain })).toEqual({
        domain: ["Please enter a valid domain name"],
      });
    },
  );

  it("accepts the codes as the message names them (NGN), in any case, and gives the spec's lower-case value", () => {
    for (const [given, kept] of [
      ["NGN", "ngn"],
      [" Usd ", "usd"],
      ["GBP", "gbp"],
    ]) {
      const result = validateForm(childPanelSchema, { ...valid, currency: given });
      expect(result.ok && result.value.currency).toBe(kept);
    }
    expect(validateAll(childPanelSchema, { ...valid, currency: "CAD" })).toEqual({
      currency: ["Please select a supported currency (USD, NGN, EUR or GBP)"],
    });
  });

  it("allows only usd, ngn, eur and gbp", () => {
    for (const currency of ["usd", "ngn", "eur", "gbp"])
      expect(validateAll(childPanelSchema, { ...valid, currency })).toEqual({});
    expect(validateAll(childPanelSchema, { ...valid, currency: "cad" })).toEqual({
      currency: ["Please select a supported currency (USD, NGN, EUR or GBP)"],
    });
    expect(validateAll(childPanelSchema, { ...valid, currency: "" })).toEqual({
      currency: ["Please select a currency"],
    });
  });

  it("checks the admin credentials", () => {
    expect(
      validateAll(childPanelSchema, {
        ...valid,
        adminUsername: "ab",
        adminPassword: "short12",
        confirmPassword: "short12",
      }),
    ).toEqual({
      adminUsername: ["Admin username must be at least 3 characters"],
      adminPassword: ["Admin password must be at least 8 characters"],
    });
    expect(validateAll(childPanelSchema, { ...valid, adminUsername: "owner@example.com" })).toEqual({
      adminUsername: ["Admin username may only contain letters, numbers and underscores"],
    });
    expect(validateAll(childPanelSchema, { ...valid, confirmPassword: "" })).toEqual({
      confirmPassword: ["Please confirm the admin password"],
    });
    expect(validateAll(childPanelSchema, { ...valid, confirmPassword: "longpasS" })).toEqual({
      confirmPassword: ["Passwords do not match"],
    });
  });

  it.each(["0", "-5", "abc", "1.234", "0.00"])("rejects the price %s", (pricePerMonth) => {
    expect(validateAll(childPanelSchema, { ...valid, pricePerMonth })).toEqual({
      pricePerMonth: ["Please enter a valid price"],
    });
  });

  it("names every missing field", () => {
    expect(validateAll(childPanelSchema, {})).toEqual({
      domain: ["Domain is required"],
      currency: ["Please select a currency"],
      adminUsername: ["Admin username is required"],
      adminPassword: ["Admin password is required"],
      confirmPassword: ["Please confirm the admin password"],
      pricePerMonth: ["Price per month is required"],
    });
  });
});
