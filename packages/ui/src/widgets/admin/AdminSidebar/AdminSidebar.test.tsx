import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { AdminSidebar } from "./AdminSidebar";
import { ADMIN_NAV_SECTIONS } from "./adminNavItems";

describe("AdminSidebar", () => {
  it("holds the spec's twelve links, each once", () => {
    const hrefs = ADMIN_NAV_SECTIONS.flatMap((section) => section.items.map((item) => item.href));
    expect(hrefs).toHaveLength(12);
    expect(new Set(hrefs).size).toBe(12);
  });

  it("takes a custom footer and passes className through", () => {
    render(
      <SidebarProvider>
        <AdminSidebar className="custom" footer="Degraded: payments delayed" />
      </SidebarProvider>,
    );
    const footer = screen.getByText("Degraded: payments delayed");
    expect(footer.closest("aside")).toHaveClass("custom");
    expect(screen.queryByText("All systems operational")).not.toBeInTheDocument();
  });
});
