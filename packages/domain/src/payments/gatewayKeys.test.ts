import { describe, expect, it } from "vitest";
import { isGatewayKey } from "./gatewayKeys";

describe("gateway keys", () => {
  it("takes 8 to 300 visible characters, nothing with a space", () => {
    expect(isGatewayKey("sk_live_12345678")).toBe(true);
    expect(isGatewayKey("x".repeat(300))).toBe(true);
    expect(isGatewayKey("short")).toBe(false);
    expect(isGatewayKey("x".repeat(301))).toBe(false);
    expect(isGatewayKey("sk live 12345678")).toBe(false);
    expect(isGatewayKey("sk_live_1234567\n")).toBe(false);
  });
});
