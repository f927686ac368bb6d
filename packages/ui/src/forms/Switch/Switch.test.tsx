import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
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
  it("passes className, extra props and the ref to the switch", () => {
    const toggle = expectPassThrough<HTMLButtonElement>((props) => (
      <Switch {...props} aria-label="Dark mode" name="dark" value="on" />
    ));
    expect(toggle).toBe(screen.getByRole("switch", { name: "Dark mode" }));
    expect(toggle).toHaveAttribute("value", "on");
  });

  it("follows the checked prop when controlled", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ControlledSwitch />);
    await user.click(screen.getByRole("switch"));
    expect(screen.getByTestId("state")).toHaveTextContent("false");
    expect(screen.getByRole("switch")).not.toBeChecked();
  });
});
