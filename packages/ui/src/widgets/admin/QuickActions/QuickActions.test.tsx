import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EXAMPLE_QUICK_ACTIONS } from "../../../story-support/exampleRoutes";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { QuickActions } from "./QuickActions";

describe("QuickActions", () => {
  it("draws each action through renderLink with the button look", () => {
    render(
      <QuickActions
        actions={EXAMPLE_QUICK_ACTIONS}
        renderLink={({ href, ...props }) => <a data-router="yes" href={href} {...props} />}
      />,
    );
    const link = screen.getByRole("link", { name: "Analytics" });
    expect(link).toHaveAttribute("data-router", "yes");
    expect(link).toHaveAttribute("data-slot", "quick-action");
  });

  it("renders plain anchors by default and passes className and extra props through", () => {
    const region = expectPassThrough((props) => <QuickActions {...props} actions={EXAMPLE_QUICK_ACTIONS} />, {
      ref: false,
    });
    expect(region).toBe(screen.getByRole("region", { name: "Quick Actions" }));
    expect(screen.getByRole("link", { name: "Manage Users" }).tagName).toBe("A");
  });
});
