import type { RouteConfigEntry } from "@react-router/dev/routes";
import { canOpenScreen, STAFF_ROLES } from "@smm/domain";
import { describe, expect, it } from "vitest";
import routes from "../routes";
import { ADMIN_PAGES, ADMIN_QUICK_ACTIONS, adminNavFor } from "./admin";
import { CUSTOMER_NAV, CUSTOMER_PAGES } from "./customer";
import { PUBLIC_NAV, PUBLIC_PAGES } from "./public";

/** Every address the route table opens: "/dashboard" for the dashboard's index, "/admin/users/:id", … */
function routePaths(entries: readonly RouteConfigEntry[] = routes, parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = entry.path !== undefined || entry.index ? [path || "/"] : [];
    return [...own, ...routePaths(entry.children ?? [], path)];
  });
}

const ADMIN_HREFS = adminNavFor(() => true).flatMap((section) => section.items.map((item) => item.href));

describe("the route manifest", () => {
  it("names only pages the route table opens", () => {
    const paths = routePaths();
    for (const page of [PUBLIC_PAGES, CUSTOMER_PAGES, ADMIN_PAGES].flatMap(Object.values)) {
      expect(paths, page.path).toContain(page.path);
    }
    for (const action of ADMIN_QUICK_ACTIONS) expect(paths, action.href).toContain(action.href);
  });

  it("lets each admin screen be opened by exactly the roles the server's rule lets read it", () => {
    for (const page of Object.values(ADMIN_PAGES)) {
      expect(page.roles, page.path).toEqual(STAFF_ROLES.filter((role) => canOpenScreen(role, page.path)));
    }
  });

  it("gives the customer sidebar the spec's ten items in the spec's order", () => {
    expect(CUSTOMER_NAV.map((item) => [item.label, item.href])).toEqual([
      ["New Order", "/dashboard"],
      ["Add Funds", "/dashboard/add-funds"],
      ["Order History", "/dashboard/orders"],
      ["Customer Support", "/dashboard/support"],
      ["Services", "/dashboard/services"],
      ["Make Money", "/dashboard/affiliate"],
      ["Child Panel", "/dashboard/child-panel"],
      ["Mass Order", "/dashboard/mass-order"],
      ["API Access", "/dashboard/api"],
      ["Updates", "/dashboard/updates"],
    ]);
  });

  it("gives the admin sidebar the spec's twelve links in the spec's order, plus every other queue and screen, each once", () => {
    const extras = [
      "/admin/reports",
      "/admin/attention",
      "/admin/requests",
      "/admin/deposits",
      "/admin/support",
      "/admin/child-panels",
      "/admin/staff",
      "/admin/profile",
    ];
    expect(ADMIN_HREFS.filter((href) => !extras.includes(href))).toEqual([
      "/admin",
      "/admin/add-services",
      "/admin/show-services",
      "/admin/add-category",
      "/admin/show-categories",
      "/admin/add-provider",
      "/admin/api-providers",
      "/admin/orders",
      "/admin/users",
      "/admin/send-mail",
      "/admin/system-logs",
      "/admin/settings",
    ]);
    expect(ADMIN_HREFS).toEqual(expect.arrayContaining(extras));
    expect(new Set(ADMIN_HREFS).size).toBe(20);
    expect(adminNavFor(() => true).map((section) => section.heading)).toEqual([
      "Overview",
      "Catalogue",
      "Operations",
      "System",
    ]);
  });

  it("gives the dashboard the spec's four quick actions, then the operator's queues", () => {
    expect(ADMIN_QUICK_ACTIONS.map((action) => [action.label, action.href])).toEqual([
      ["Manage Users", "/admin/users"],
      ["View Orders", "/admin/orders"],
      ["Financial Reports", "/admin/reports"],
      ["Analytics", "/admin/analytics"],
      ["Refill & Cancel Requests", "/admin/requests"],
      ["Bank Transfers to Approve", "/admin/deposits"],
    ]);
  });

  it("gives the public header the spec's links, Sign up as its button", () => {
    expect(PUBLIC_NAV).toEqual([
      { href: "/", label: "Sign in" },
      { href: "/services", label: "Services" },
      { href: "/api", label: "API" },
      { href: "/signup", label: "Sign up", button: true },
    ]);
  });
});
