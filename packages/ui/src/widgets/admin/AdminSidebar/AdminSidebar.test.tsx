import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { EXAMPLE_ADMIN_NAV } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AdminSidebar } from "./AdminSidebar";

describe("AdminSidebar", () => {
  it("draws the given sections' links in their order and hides a section left empty", () => {
    const sections = [{ heading: "Empty", items: [] }, ...EXAMPLE_ADMIN_NAV];
    render(
      <SidebarProvider>
        <AdminSidebar sections={sections} activeHref="/admin/orders" />
      </SidebarProvider>,
    );
    const nav = within(screen.getByRole("navigation", { name: "Admin" }));
    const hrefs = nav.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(EXAMPLE_ADMIN_NAV.flatMap((section) => section.items.map((item) => item.href)));
    expect(nav.queryByText("Empty")).not.toBeInTheDocument();
    expect(nav.getByRole("link", { name: "Orders" })).toHaveAttribute("aria-current", "page");
  });

  it("takes a custom footer and passes className and extra props through", () => {
    const rail = expectPassThrough(
      (props) => (
        <SidebarProvider>
          <AdminSidebar {...props} sections={EXAMPLE_ADMIN_NAV} footer="Degraded: payments delayed" />
        </SidebarProvider>
      ),
      { ref: false },
    );
    expect(rail).toContainElement(screen.getByText("Degraded: payments delayed"));
    expect(screen.queryByText("All systems operational")).not.toBeInTheDocument();
  });
});
