import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ADMIN_SCREEN_READS, type StaffRole } from "@smm/domain";
import { ADMIN_NAV_SECTIONS } from "@smm/ui";
import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { canOpenScreen, homeScreenOf, showsNavItem } from "./navAccess";

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

/** Every link of the sidebar, in its order. */
const NAV_HREFS = ADMIN_NAV_SECTIONS.flatMap((section) => section.items.map((item) => item.href));

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
