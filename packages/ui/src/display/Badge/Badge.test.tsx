import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Badge } from "./Badge";

describe("Badge", () => {
  it("passes className, extra props and the ref through", () => {
    const badge = expectPassThrough<HTMLSpanElement>((props) => <Badge {...props}>Pending</Badge>);
    expect(badge).toBe(screen.getByText("Pending"));
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
