import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { CustomerSidebar } from "./CustomerSidebar";
import { CUSTOMER_NAV_ITEMS } from "./customerNavItems";

describe("CustomerSidebar", () => {
  it("links every item to its dashboard route through the given renderLink", () => {
    render(
      <SidebarProvider renderLink={({ href, ...props }) => <a data-router="yes" href={href} {...props} />}>
        <CustomerSidebar />
      </SidebarProvider>,
    );
    const links = within(screen.getByRole("navigation", { name: "Dashboard" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(CUSTOMER_NAV_ITEMS.map((item) => item.href));
    expect(links.every((link) => link.dataset.router === "yes")).toBe(true);
  });

  it("passes className and extra props through and takes a custom header", () => {
    const rail = expectPassThrough(
      (props) => (
        <SidebarProvider>
          <CustomerSidebar {...props} header="My Panel" />
        </SidebarProvider>
      ),
      { ref: false },
    );
    expect(rail).toContainElement(screen.getByText("My Panel"));
  });
});
