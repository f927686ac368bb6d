import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Switch } from "./Switch";

function ControlledSwitch() {
  const [on, setOn] = useState(true);
  return (
    <>
      <Switch aria-label="Dark mode" checked={on} onCheckedChange={setOn} />
      <span data-testid="state">{String(on)}</span>
    </>
  );
}

describe("Switch", () => {
  it("passes className and extra props through", () => {
    render(<Switch aria-label="Dark mode" className="custom" name="dark" value="on" />);
    const toggle = screen.getByRole("switch", { name: "Dark mode" });
    expect(toggle).toHaveClass("custom");
    expect(toggle).toHaveAttribute("value", "on");
  });

  it("forwards the ref to the button", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Switch aria-label="Dark mode" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it("toggles uncontrolled and reports it", async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Switch aria-label="Dark mode" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole("switch"));
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole("switch")).toHaveAttribute("data-state", "checked");
  });

  it("follows the checked prop when controlled", async () => {
    const user = userEvent.setup();
    render(<ControlledSwitch />);
    await user.click(screen.getByRole("switch"));
    expect(screen.getByTestId("state")).toHaveTextContent("false");
    expect(screen.getByRole("switch")).not.toBeChecked();
  });
});
