import { describe, expect, it } from "vitest";
import { EMPTY_STATES, ERROR_MESSAGES, MASS_ORDER_MESSAGES, TOAST_MESSAGES } from "./messages";

// The spec's texts typed out again on purpose: a change of wording in messages.ts must fail here.
describe("spec texts", () => {
  it("has the toasts of spec §8", () => {
    expect(Object.values(TOAST_MESSAGES)).toEqual([
      "Login successful!",
      "Account created successfully!",
      "Logged out successfully",
      "Admin login successful!",
      "Failed to fetch user info",
      "Failed to fetch categories",
      "Failed to fetch services",
      "Failed to fetch transactions",
    ]);
  });

  it("has the empty states of spec §8", () => {
    expect(Object.values(EMPTY_STATES)).toEqual([
      "No updates found",
      "No orders found",
      "No transactions found",
      "No payouts yet",
      "No services available",
      "No tickets found",
    ]);
  });

  it("has the error fallbacks and the support alert", () => {
    expect(ERROR_MESSAGES).toEqual({
      loginFailed: "Login failed",
      registrationFailed: "Registration failed",
      network: "Network error. Please try again.",
      supportFormError: "Error! Something went wrong. Please check your inputs.",
    });
  });

  it("has the mass-order texts", () => {
    expect(MASS_ORDER_MESSAGES.wrongParts).toBe("Must have exactly 3 parts (service_id | link | quantity)");
    expect(MASS_ORDER_MESSAGES.tooManyLines).toBe("Maximum 100 orders allowed per submission");
  });
});
