import { render } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  it("is hidden from screen readers and passes className, props and ref through", () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(<Skeleton ref={ref} className="h-4 w-10" data-testid="bar" />);
    const bar = container.firstElementChild;
    expect(ref.current).toBe(bar);
    expect(bar).toHaveAttribute("aria-hidden", "true");
    expect(bar).toHaveAttribute("data-testid", "bar");
    expect(bar).toHaveClass("h-4", "w-10", "bg-muted");
  });

  it("pulses only after a second (the built page's computed style is checked in e2e/customer-shell.spec.ts)", () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveClass("animate-pulse", "[animation-delay:1s]");
  });
});
