import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type * as React from "react";
import { useState } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./Select";

// jsdom lacks what Radix Select calls while opening.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
});

function CurrencySelect(props: React.ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      <SelectTrigger aria-label="Currency" className="custom" data-testid="trigger">
        <SelectValue placeholder="Currency" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="usd">USD</SelectItem>
        <SelectItem value="ngn">NGN</SelectItem>
      </SelectContent>
    </Select>
  );
}

function ControlledSelect() {
  const [value, setValue] = useState("usd");
  return (
    <>
      <CurrencySelect value={value} onValueChange={setValue} />
      <span data-testid="state">{value}</span>
    </>
  );
}

describe("Select", () => {
  it("passes className, extra props and the ref to the trigger", () => {
    const trigger = expectPassThrough<HTMLButtonElement>((props) => (
      <Select>
        <SelectTrigger {...props} aria-label="Currency">
          <SelectValue />
        </SelectTrigger>
      </Select>
    ));
    expect(trigger).toBe(screen.getByRole("combobox", { name: "Currency" }));
    expect(trigger).toHaveAttribute("data-size", "default");
  });

  it("reports the picked value uncontrolled", async () => {
    const user = userEvent.setup({ delay: null });
    const onValueChange = vi.fn();
    render(<CurrencySelect onValueChange={onValueChange} />);
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "NGN" }));
    expect(onValueChange).toHaveBeenCalledWith("ngn");
    expect(screen.getByRole("combobox")).toHaveTextContent("NGN");
  });

  it("follows the value prop when controlled", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ControlledSelect />);
    expect(screen.getByRole("combobox")).toHaveTextContent("USD");
    await user.click(screen.getByRole("combobox"));
    await user.click(await screen.findByRole("option", { name: "NGN" }));
    expect(screen.getByTestId("state")).toHaveTextContent("ngn");
  });

  it("posts its value in a form through the native select Radix renders", () => {
    const { container } = render(
      <form>
        <CurrencySelect name="currency" defaultValue="ngn" />
      </form>,
    );
    const form = container.querySelector("form");
    expect(form && new FormData(form).get("currency")).toBe("ngn");
  });
});
