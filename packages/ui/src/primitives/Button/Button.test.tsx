import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Button } from "./Button";
import { IconButton } from "./IconButton";

describe("Button", () => {
  it("passes className, extra props and the ref to the button", () => {
    const button = expectPassThrough<HTMLButtonElement>((props) => (
      <Button {...props} form="checkout">
        Pay Now
      </Button>
    ));
    expect(button).toBe(screen.getByRole("button", { name: "Pay Now" }));
    expect(button).toHaveAttribute("form", "checkout");
    expect(button).toHaveAttribute("type", "button");
  });

  it("lets a submit type through for forms", () => {
    render(<Button type="submit">Submit Order</Button>);
    expect(screen.getByRole("button")).toHaveAttribute("type", "submit");
  });

  it("exposes variant and size as data attributes", () => {
    render(
      <Button variant="destructive" size="sm">
        Delete
      </Button>,
    );
    const button = screen.getByRole("button");
    expect(button).toHaveAttribute("data-variant", "destructive");
    expect(button).toHaveAttribute("data-size", "sm");
  });

  it("names an icon button by its label", () => {
    render(<IconButton aria-label="Close menu" icon={<svg />} />);
    expect(screen.getByRole("button", { name: "Close menu" })).toHaveAttribute("data-slot", "icon-button");
  });
});
