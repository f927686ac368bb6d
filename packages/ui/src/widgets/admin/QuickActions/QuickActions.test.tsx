import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { QuickActions } from "./QuickActions";

describe("QuickActions", () => {
  it("draws each action through renderLink with the button look", () => {
    render(<QuickActions renderLink={({ href, ...props }) => <a data-router="yes" href={href} {...props} />} />);
    const link = screen.getByRole("link", { name: "Analytics" });
    expect(link).toHaveAttribute("data-router", "yes");
    expect(link).toHaveAttribute("data-slot", "quick-action");
  });

  it("renders plain anchors by default and passes className through", () => {
    render(<QuickActions className="custom" />);
    expect(screen.getByRole("region", { name: "Quick Actions" })).toHaveClass("custom");
    expect(screen.getByRole("link", { name: "Manage Users" }).tagName).toBe("A");
  });
});
