import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Separator } from "./Separator";

describe("Separator", () => {
  it("is decorative by default and passes className, props and ref through", () => {
    const ref = createRef<HTMLDivElement>();
    render(<Separator ref={ref} className="my-2" data-testid="rule" />);
    const rule = screen.getByTestId("rule");
    expect(ref.current).toBe(rule);
    expect(rule).toHaveClass("my-2", "bg-border");
    expect(rule).toHaveAttribute("role", "none");
    expect(rule).toHaveAttribute("data-orientation", "horizontal");
  });

  it("becomes a vertical separator in the accessibility tree when not decorative", () => {
    render(<Separator decorative={false} orientation="vertical" />);
    expect(screen.getByRole("separator")).toHaveAttribute("aria-orientation", "vertical");
  });
});
