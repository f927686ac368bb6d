import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("passes className, extra props and the ref through", () => {
    const region = expectPassThrough<HTMLDivElement>((props) => (
      <EmptyState {...props} role="status" title="No orders found" />
    ));
    expect(region).toBe(screen.getByRole("status"));
    expect(region).toHaveTextContent("No orders found");
  });

  it("titles a page with an h1 when asked, and is no heading otherwise", () => {
    const { rerender } = render(<EmptyState title="No tickets found" />);
    expect(screen.queryByRole("heading")).toBeNull();
    rerender(<EmptyState titleAs="h1" title="Page not found" />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeInTheDocument();
  });

  it("renders only the parts it is given", () => {
    const { container } = render(<EmptyState title="No tickets found" />);
    expect(container.querySelector("[data-slot=empty-state-icon]")).toBeNull();
    expect(container.querySelector("[data-slot=empty-state-description]")).toBeNull();
    expect(container.querySelector("[data-slot=empty-state-action]")).toBeNull();
  });

  it("hides the decorative icon and shows description and action", () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="No orders found"
        description="Place your first order."
        action={<button type="button">New order</button>}
      />,
    );
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
    expect(screen.getByText("Place your first order.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "New order" })).toBeInTheDocument();
  });
});
