import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { RadioGroup, RadioGroupItem } from "./RadioGroup";

function ControlledGroup() {
  const [value, setValue] = useState("usd");
  return (
    <>
      <RadioGroup aria-label="Currency" value={value} onValueChange={setValue}>
        <RadioGroupItem value="usd" aria-label="USD" />
        <RadioGroupItem value="ngn" aria-label="NGN" />
      </RadioGroup>
      <span data-testid="state">{value}</span>
    </>
  );
}

describe("RadioGroup", () => {
  it("passes className and extra props through to the group and items", () => {
    render(
      <RadioGroup aria-label="Currency" className="custom" data-testid="group">
        <RadioGroupItem value="usd" aria-label="USD" className="item" />
      </RadioGroup>,
    );
    expect(screen.getByRole("radiogroup", { name: "Currency" })).toHaveClass("custom");
    expect(screen.getByRole("radio", { name: "USD" })).toHaveClass("item");
  });

  it("forwards refs to the group and the item", () => {
    const groupRef = createRef<HTMLDivElement>();
    const itemRef = createRef<HTMLButtonElement>();
    render(
      <RadioGroup aria-label="Currency" ref={groupRef}>
        <RadioGroupItem value="usd" aria-label="USD" ref={itemRef} />
      </RadioGroup>,
    );
    expect(groupRef.current).toHaveAttribute("role", "radiogroup");
    expect(itemRef.current).toBeInstanceOf(HTMLButtonElement);
  });

  it("reports the chosen value uncontrolled", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <RadioGroup aria-label="Currency" onValueChange={onValueChange}>
        <RadioGroupItem value="usd" aria-label="USD" />
        <RadioGroupItem value="ngn" aria-label="NGN" />
      </RadioGroup>,
    );
    await user.click(screen.getByRole("radio", { name: "NGN" }));
    expect(onValueChange).toHaveBeenCalledWith("ngn");
    expect(screen.getByRole("radio", { name: "NGN" })).toBeChecked();
  });

  it("follows the value prop when controlled", async () => {
    const user = userEvent.setup();
    render(<ControlledGroup />);
    await user.click(screen.getByRole("radio", { name: "NGN" }));
    expect(screen.getByTestId("state")).toHaveTextContent("ngn");
    expect(screen.getByRole("radio", { name: "USD" })).not.toBeChecked();
  });
});
