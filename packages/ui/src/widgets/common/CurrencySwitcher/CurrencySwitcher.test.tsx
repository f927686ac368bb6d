import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { CurrencySwitcher } from "./CurrencySwitcher";

describe("CurrencySwitcher", () => {
  it("is a combobox named Currency that shows the controlled value", () => {
    render(<CurrencySwitcher value="CAD" onValueChange={vi.fn()} />);
    const trigger = screen.getByRole("combobox", { name: "Currency" });
    expect(trigger).toHaveTextContent("C$ CAD");
    expect(trigger).toHaveAttribute("data-slot", "currency-switcher");
  });

  it("follows the value prop (it keeps no state of its own)", () => {
    const { rerender } = render(<CurrencySwitcher value="NGN" onValueChange={vi.fn()} />);
    rerender(<CurrencySwitcher value="USD" onValueChange={vi.fn()} />);
    expect(screen.getByRole("combobox", { name: "Currency" })).toHaveTextContent("$ USD");
  });

  it("passes className, extra props and the ref to the trigger", () => {
    const trigger = expectPassThrough<HTMLButtonElement>((props) => (
      <CurrencySwitcher {...props} value="NGN" onValueChange={vi.fn()} aria-label="Display currency" size="sm" />
    ));
    expect(trigger).toBe(screen.getByRole("combobox", { name: "Display currency" }));
    expect(trigger).toHaveAttribute("data-size", "sm");
  });
});
