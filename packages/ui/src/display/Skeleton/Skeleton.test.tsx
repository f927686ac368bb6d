import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Skeleton } from "./Skeleton";

describe("Skeleton", () => {
  it("is hidden from screen readers and passes className, props and ref through", () => {
    const bar = expectPassThrough<HTMLDivElement>((props) => <Skeleton {...props} />);
    expect(bar).toHaveAttribute("aria-hidden", "true");
    expect(bar).toHaveClass("bg-muted");
  });

  it("pulses only after a second (the built page's computed style is checked in e2e/customer-shell.spec.ts)", () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild).toHaveClass("animate-pulse", "[animation-delay:1s]");
  });
});
