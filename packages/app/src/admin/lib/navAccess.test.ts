import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ADMIN_SCREEN_READS, type StaffRole } from "@smm/domain";
import { describe, expect, it } from "vitest";
import { adminNavFor, mayOpen } from "../../routeManifest/admin";
import routes from "../../routes";
import { homeScreenOf, showsNavItem } from "./navAccess";

describe("the admin screens a role may open", () => {
  it("lets each role open the screens the server's rule lets it read", () => {
    expect(mayOpen("support", "/admin/support")).toBe(true);
    expect(mayOpen("support", "/admin/orders")).toBe(true);
    expect(mayOpen("support", "/admin")).toBe(false);
    expect(mayOpen("support", "/admin/system-logs")).toBe(false);
    expect(mayOpen("finance", "/admin/system-logs")).toBe(true);
    expect(mayOpen("admin", "/admin/staff")).toBe(false);
    expect(mayOpen("owner", "/admin/staff")).toBe(true);
  });

  it("lands a support agent on the orders, everyone else on the dashboard", () => {
    expect(homeScreenOf("support")).toBe("/admin/orders");
    expect(homeScreenOf("finance")).toBe("/admin/dashboard");
    expect(homeScreenOf(undefined)).toBe("/admin/dashboard");
  });
});

/** Every link of the sidebar, in its order. */
const NAV_HREFS = adminNavFor(() => true).flatMap((section) => section.items.map((item) => item.href));

/** The admin screens the route table holds: "/admin/…" for each route under the admin prefix. */
function adminRoutePaths(entries: readonly RouteConfigEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [...(entry.path === undefined ? [] : [path]), ...adminRoutePaths(entry.children ?? [], path)];
  });
}

describe("the admin sidebar of each role", () => {
  const shown = (role: StaffRole) => NAV_HREFS.filter((href) => showsNavItem(role, href, true));

  it("shows each role exactly the screens it may open, the queues and Staff and Profile among them", () => {
    expect(shown("owner")).toEqual(NAV_HREFS);
    expect(shown("admin")).toEqual(NAV_HREFS.filter((href) => href !== "/admin/staff"));
    expect(shown("finance")).toEqual(NAV_HREFS.filter((href) => href !== "/admin/staff"));
    expect(shown("support")).toEqual(["/admin/orders", "/admin/requests", "/admin/support", "/admin/profile"]);
    for (const href of ["/admin/deposits", "/admin/requests", "/admin/reports", "/admin/staff", "/admin/profile"]) {
      expect(NAV_HREFS).toContain(href);
    }
  });

  it("leaves Child Panels out on a panel that sells none", () => {
    expect(showsNavItem("owner", "/admin/child-panels", false)).toBe(false);
    expect(showsNavItem("owner", "/admin/child-panels", undefined)).toBe(true);
  });

  it("links only to screens the route table opens, each with the reads it makes listed for the server's role test", () => {
    const routePaths = adminRoutePaths();
    for (const href of NAV_HREFS) {
      expect(routePaths).toContain(href === "/admin" ? "/admin/dashboard" : href);
      expect(ADMIN_SCREEN_READS[href], href).toBeDefined();
    }
  });
});
