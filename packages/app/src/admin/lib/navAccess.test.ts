import { describe, expect, it } from "vitest";
import { canOpenScreen, homeScreenOf } from "./navAccess";

describe("the admin screens a role may open", () => {
  it("asks the server's rule about each screen's API area", () => {
    expect(canOpenScreen("support", "/admin/support")).toBe(true);
    expect(canOpenScreen("support", "/admin/orders")).toBe(true);
    expect(canOpenScreen("support", "/admin")).toBe(false);
    expect(canOpenScreen("support", "/admin/system-logs")).toBe(false);
    expect(canOpenScreen("finance", "/admin/system-logs")).toBe(true);
    expect(canOpenScreen("admin", "/admin/staff")).toBe(false);
    expect(canOpenScreen("owner", "/admin/staff")).toBe(true);
  });

  it("lands a support agent on the orders, everyone else on the dashboard", () => {
    expect(homeScreenOf("support")).toBe("/admin/orders");
    expect(homeScreenOf("finance")).toBe("/admin/dashboard");
    expect(homeScreenOf(undefined)).toBe("/admin/dashboard");
  });
});
