import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EXAMPLE_ADMIN_NAV } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { AdminShell } from "./AdminShell";

describe("AdminShell", () => {
  it("passes className and extra props to the layout and renders the page in main", () => {
    expectPassThrough(
      (props) => (
        <AdminShell {...props} navSections={EXAMPLE_ADMIN_NAV}>
          <p>Page</p>
        </AdminShell>
      ),
      { ref: false },
    );
    expect(screen.getByRole("main")).toHaveTextContent("Page");
  });

  it("reports the mobile sidebar toggle to a parent that controls it", async () => {
    const user = userEvent.setup({ delay: null });
    const onSidebarOpenChange = vi.fn();
    render(
      <AdminShell navSections={EXAMPLE_ADMIN_NAV} sidebarOpen={false} onSidebarOpenChange={onSidebarOpenChange}>
        <p>Page</p>
      </AdminShell>,
    );
    await user.click(screen.getByRole("button", { name: "Open menu" }));
    expect(onSidebarOpenChange).toHaveBeenCalledWith(true);
  });
});
