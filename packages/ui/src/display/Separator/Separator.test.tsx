import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Separator } from "./Separator";

describe("Separator", () => {
  it("is decorative by default and passes className, props and ref through", () => {
    const rule = expectPassThrough<HTMLDivElement>((props) => <Separator {...props} />);
    expect(rule).toHaveClass("bg-border");
    expect(rule).toHaveAttribute("role", "none");
    expect(rule).toHaveAttribute("data-orientation", "horizontal");
  });

  it("becomes a vertical separator in the accessibility tree when not decorative", () => {
    render(<Separator decorative={false} orientation="vertical" />);
    expect(screen.getByRole("separator")).toHaveAttribute("aria-orientation", "vertical");
  });
});
