import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { TopBar, TopBarTitle } from "./TopBar";

describe("TopBar", () => {
  it("renders a banner with its slots in order", () => {
    render(
      <TopBar start={<TopBarTitle>Dashboard</TopBarTitle>} end={<button type="button">Notifications</button>}>
        <span>Search</span>
      </TopBar>,
    );
    const banner = screen.getByRole("banner");
    expect(banner.textContent).toBe("DashboardSearchNotifications");
  });

  it("passes className, extra props and the ref through", () => {
    const banner = expectPassThrough<HTMLElement>((props) => <TopBar {...props} aria-label="Site" />);
    expect(banner).toBe(screen.getByRole("banner", { name: "Site" }));
  });

  it("is sticky unless told otherwise", () => {
    const { rerender } = render(<TopBar />);
    expect(screen.getByRole("banner")).toHaveAttribute("data-sticky", "true");
    expect(screen.getByRole("banner")).toHaveClass("sticky");
    rerender(<TopBar sticky={false} />);
    expect(screen.getByRole("banner")).not.toHaveAttribute("data-sticky");
    expect(screen.getByRole("banner")).not.toHaveClass("sticky");
  });

  it("leaves out empty slots", () => {
    const { container } = render(<TopBar />);
    expect(container.querySelector("[data-slot=top-bar-start]")).toBeNull();
    expect(container.querySelector("[data-slot=top-bar-end]")).toBeNull();
  });
});
