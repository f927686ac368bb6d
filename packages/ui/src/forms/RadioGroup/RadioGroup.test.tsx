import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
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
  it("passes className, extra props and refs to the group and its items", () => {
    const itemRef = createRef<HTMLButtonElement>();
    const group = expectPassThrough<HTMLDivElement>((props) => (
      <RadioGroup {...props} aria-label="Currency">
        <RadioGroupItem value="usd" aria-label="USD" className="item" ref={itemRef} />
      </RadioGroup>
    ));
    expect(group).toBe(screen.getByRole("radiogroup", { name: "Currency" }));
    expect(itemRef.current).toBe(screen.getByRole("radio", { name: "USD" }));
    expect(itemRef.current).toHaveClass("item");
  });

  it("reports the chosen value uncontrolled", async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
    render(<ControlledGroup />);
    await user.click(screen.getByRole("radio", { name: "NGN" }));
    expect(screen.getByTestId("state")).toHaveTextContent("ngn");
    expect(screen.getByRole("radio", { name: "USD" })).not.toBeChecked();
  });
});
