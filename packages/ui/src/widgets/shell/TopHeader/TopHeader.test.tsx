import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SidebarProvider } from "../../../navigation/Sidebar";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { TopHeader } from "./TopHeader";

const base = { username: "adebayo_o", currency: "NGN" as const, onCurrencyChange: () => {} };

describe("TopHeader", () => {
  it("passes className and extra props to the header", () => {
    const header = expectPassThrough((props) => <TopHeader {...base} {...props} aria-label="Dashboard header" />, {
      ref: false,
    });
    expect(header).toBe(screen.getByRole("banner", { name: "Dashboard header" }));
  });

  it("shows the mobile sidebar toggle only inside a SidebarProvider", () => {
    const { unmount } = render(<TopHeader {...base} />);
    expect(screen.queryByRole("button", { name: "Open menu" })).not.toBeInTheDocument();
    unmount();
    render(
      <SidebarProvider>
        <TopHeader {...base} />
      </SidebarProvider>,
    );
    expect(screen.getByRole("button", { name: "Open menu" })).toBeInTheDocument();
  });

  it("reports every user menu entry by its action", async () => {
    const user = userEvent.setup({ delay: null });
    const onMenuSelect = vi.fn();
    render(<TopHeader {...base} onMenuSelect={onMenuSelect} />);
    for (const label of ["Profile Settings", "Security", "Help Center", "Logout"]) {
      await user.click(screen.getByRole("button", { name: "adebayo_o Premium Member" }));
      await user.click(await screen.findByRole("menuitem", { name: label }));
    }
    expect(onMenuSelect.mock.calls.map(([action]) => action)).toEqual(["profile", "security", "help", "logout"]);
  });

  it("counts unread notifications in the name and caps the visible badge at 99+", () => {
    const many = Array.from({ length: 120 }, (_, index) => ({
      id: index,
      title: `Order ${index} completed`,
      message: "Delivered.",
      date: "2026-11-22T09:10:00.000Z",
      read: false,
    }));
    render(<TopHeader {...base} notifications={many} />);
    const bell = screen.getByRole("button", { name: "Notifications, 120 unread" });
    expect(bell).toHaveTextContent("99+");
  });
});
