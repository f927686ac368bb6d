import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_CUSTOMER_NAV } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { CustomerShell } from "./CustomerShell";

const header = { username: "adebayo_o", currency: "NGN" as const, onCurrencyChange: () => {} };

describe("CustomerShell", () => {
  it("passes className and extra props to the layout and renders the page in main", () => {
    expectPassThrough(
      (props) => (
        <CustomerShell {...props} navItems={EXAMPLE_CUSTOMER_NAV} header={header}>
          <p>Page</p>
        </CustomerShell>
      ),
      { ref: false },
    );
    expect(screen.getByRole("main")).toHaveTextContent("Page");
  });

  it("opens the mobile sidebar under a parent's control", async () => {
    const user = userEvent.setup({ delay: null });
    const onSidebarOpenChange = vi.fn();
    render(
      <CustomerShell
        navItems={EXAMPLE_CUSTOMER_NAV}
        header={header}
        sidebarOpen={false}
        onSidebarOpenChange={onSidebarOpenChange}
      >
        <p>Page</p>
      </CustomerShell>,
    );
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(onSidebarOpenChange).toHaveBeenCalledWith(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("keeps the banner hidden when the page says so", () => {
    render(
      <CustomerShell
        navItems={EXAMPLE_CUSTOMER_NAV}
        header={header}
        announcement={{ title: "Sale", text: "10% off this week." }}
        bannerOpen={false}
      >
        <p>Page</p>
      </CustomerShell>,
    );
    expect(screen.queryByText("10% off this week.")).not.toBeInTheDocument();
  });
});
