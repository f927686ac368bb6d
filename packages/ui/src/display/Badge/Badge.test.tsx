import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Badge } from "./Badge";

describe("Badge", () => {
  it("passes className, extra props and the ref through", () => {
    const ref = createRef<HTMLSpanElement>();
    render(
      <Badge ref={ref} className="custom" title="Order status">
        Pending
      </Badge>,
    );
    const badge = screen.getByText("Pending");
    expect(ref.current).toBe(badge);
    expect(badge).toHaveClass("custom");
    expect(badge).toHaveAttribute("title", "Order status");
  });

  it("defaults to neutral and exposes the variant", () => {
    const { rerender } = render(<Badge>Draft</Badge>);
    expect(screen.getByText("Draft")).toHaveAttribute("data-variant", "neutral");
    rerender(<Badge variant="danger">Draft</Badge>);
    expect(screen.getByText("Draft")).toHaveAttribute("data-variant", "danger");
    expect(screen.getByText("Draft")).toHaveClass("bg-destructive");
  });

  it("puts the icon before the text", () => {
    render(<Badge icon={<svg data-testid="icon" />}>New</Badge>);
    expect(screen.getByText("New").firstChild).toBe(screen.getByTestId("icon"));
  });
});
