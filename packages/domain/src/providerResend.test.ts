import { describe, expect, it } from "vitest";
import { canResendToProvider } from "./providerResend";

describe("canResendToProvider", () => {
  it("offers a resend only while the provider has no order of ours and the order still waits", () => {
    expect(canResendToProvider({ providerId: 2, providerOrderId: null, status: "pending" })).toBe(true);
    expect(canResendToProvider({ providerId: 2, providerOrderId: "9001", status: "pending" })).toBe(false);
    expect(canResendToProvider({ providerId: null, providerOrderId: null, status: "pending" })).toBe(false);
    expect(canResendToProvider({ providerId: 2, providerOrderId: null, status: "canceled" })).toBe(false);
  });
});
