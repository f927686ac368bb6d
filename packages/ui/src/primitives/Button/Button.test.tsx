import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Button } from "./Button";
import { IconButton } from "./IconButton";

/** A form whose submit button goes pending once submitted (the request never ends). */
function OrderForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setPending(true);
      }}
    >
      <input aria-label="Link" />
      <Button type="submit" pending={pending}>
        Submit Order
      </Button>
    </form>
  );
}

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

  it("keeps the focus while pending and submits the form once", async () => {
    const user = userEvent.setup({ delay: null });
    const submitted = vi.fn();
    render(<OrderForm onSubmit={submitted} />);
    const button = screen.getByRole("button", { name: "Submit Order" });

    await user.click(button);
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveFocus();
    // Pressed again, or Enter in a field of the form: still the one submission.
    await user.click(button);
    await user.keyboard("{Enter}");
    await user.type(screen.getByRole("textbox", { name: "Link" }), "{Enter}");
    expect(submitted).toHaveBeenCalledTimes(1);
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
