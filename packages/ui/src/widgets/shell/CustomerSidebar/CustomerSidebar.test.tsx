import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { EXAMPLE_CUSTOMER_NAV } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { CustomerSidebar } from "./CustomerSidebar";

describe("CustomerSidebar", () => {
  it("links every given item to its route through the given renderLink", () => {
    render(
      <SidebarProvider renderLink={({ href, ...props }) => <a data-router="yes" href={href} {...props} />}>
        <CustomerSidebar items={EXAMPLE_CUSTOMER_NAV} />
      </SidebarProvider>,
    );
    const links = within(screen.getByRole("navigation", { name: "Dashboard" })).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual(EXAMPLE_CUSTOMER_NAV.map((item) => item.href));
    expect(links.every((link) => link.dataset.router === "yes")).toBe(true);
  });

  it("passes className and extra props through and takes a custom header", () => {
    const rail = expectPassThrough(
      (props) => (
        <SidebarProvider>
          <CustomerSidebar {...props} items={EXAMPLE_CUSTOMER_NAV} header="My Panel" />
        </SidebarProvider>
      ),
      { ref: false },
    );
    expect(rail).toContainElement(screen.getByText("My Panel"));
  });
});
