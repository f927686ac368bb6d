import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AdminSidebar } from "./AdminSidebar";
import { ADMIN_NAV_SECTIONS } from "./adminNavItems";

describe("AdminSidebar", () => {
  it("holds the spec's twelve links in the spec's order, plus every other queue and screen, each once", () => {
    const hrefs = ADMIN_NAV_SECTIONS.flatMap((section) => section.items.map((item) => item.href));
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
    expect(hrefs.filter((href) => !extras.includes(href))).toEqual([
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
    expect(hrefs).toEqual(expect.arrayContaining(extras));
    expect(new Set(hrefs).size).toBe(20);
  });

  it("takes a custom footer and passes className and extra props through", () => {
    const rail = expectPassThrough(
      (props) => (
        <SidebarProvider>
          <AdminSidebar {...props} footer="Degraded: payments delayed" />
        </SidebarProvider>
      ),
      { ref: false },
    );
    expect(rail).toContainElement(screen.getByText("Degraded: payments delayed"));
    expect(screen.queryByText("All systems operational")).not.toBeInTheDocument();
  });
});
