import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import type { RenderLink } from "../link";
import { Breadcrumbs } from "./Breadcrumbs";

const items = [{ label: "Dashboard", href: "/dashboard" }, { label: "Updates" }];

describe("Breadcrumbs", () => {
  it("uses plain anchors unless given renderLink", () => {
    const renderLink: RenderLink = ({ href, ...props }) => <a data-router href={`#${href}`} {...props} />;
    const { rerender } = render(<Breadcrumbs items={items} />);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    rerender(<Breadcrumbs items={items} renderLink={renderLink} />);
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "#/dashboard");
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("data-router");
  });

  it("marks only the last crumb as the current page, even when it has an href", () => {
    render(
      <Breadcrumbs
        items={[
          { label: "Dashboard", href: "/dashboard" },
          { label: "Updates", href: "/u" },
        ]}
      />,
    );
    expect(screen.queryByRole("link", { name: "Updates" })).toBeNull();
    expect(screen.getByText("Updates")).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  it("passes className, a custom label, extra props and the ref to the nav", () => {
    const nav = expectPassThrough<HTMLElement>((props) => (
      <Breadcrumbs {...props} items={items} aria-label="You are here" />
    ));
    expect(nav).toBe(screen.getByRole("navigation", { name: "You are here" }));
  });
});
