import { describe, expect, it } from "vitest";
import { adminArea, staffMayAccess } from "./staff";

describe("staffMayAccess", () => {
  it("reads the area of a route pattern or an app path", () => {
    expect(adminArea("/api/admin/users/:id/funds")).toBe("users");
    expect(adminArea("/admin/orders")).toBe("orders");
    expect(adminArea("/api/orders")).toBe("");
  });

  it("gives the owner everything and admins everything but the staff accounts", () => {
    expect(staffMayAccess("owner", "POST", "/api/admin/staff")).toBe(true);
    expect(staffMayAccess("admin", "POST", "/api/admin/users/:id/funds")).toBe(true);
    expect(staffMayAccess("admin", "GET", "/api/admin/staff")).toBe(false);
  });

  it("keeps support agents to tickets and orders", () => {
    expect(staffMayAccess("support", "POST", "/api/admin/tickets/:id/replies")).toBe(true);
    expect(staffMayAccess("support", "PUT", "/api/admin/orders/:id/status")).toBe(true);
    expect(staffMayAccess("support", "GET", "/api/admin/deposits")).toBe(false);
    expect(staffMayAccess("support", "GET", "/api/admin/dashboard")).toBe(false);
    expect(staffMayAccess("support", "GET", "/api/admin/some-new-report")).toBe(false);
  });

  it("lets finance read but never write", () => {
    expect(staffMayAccess("finance", "GET", "/api/admin/deposits")).toBe(true);
    expect(staffMayAccess("finance", "POST", "/api/admin/deposits/:id/approve")).toBe(false);
    expect(staffMayAccess("finance", "GET", "/api/admin/staff")).toBe(false);
  });

  it("lets every role manage its own account", () => {
    for (const role of ["support", "finance"] as const) {
      expect(staffMayAccess(role, "PUT", "/api/admin/password")).toBe(true);
      expect(staffMayAccess(role, "POST", "/api/admin/logout")).toBe(true);
      expect(staffMayAccess(role, "DELETE", "/api/admin/sessions/:id")).toBe(true);
    }
  });
});
