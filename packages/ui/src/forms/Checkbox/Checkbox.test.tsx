import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Checkbox } from "./Checkbox";

function ControlledCheckbox() {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox aria-label="Remember me" checked={checked} onCheckedChange={(next) => setChecked(next === true)} />
      <span data-testid="state">{String(checked)}</span>
    </>
  );
}

describe("Checkbox", () => {
  it("passes className, extra props and the ref to the checkbox", () => {
    const checkbox = expectPassThrough<HTMLButtonElement>((props) => (
      <Checkbox {...props} aria-label="Remember me" value="yes" />
    ));
    expect(checkbox).toBe(screen.getByRole("checkbox", { name: "Remember me" }));
    expect(checkbox).toHaveAttribute("value", "yes");
    expect(checkbox).toHaveAttribute("data-slot", "checkbox");
  });

  it("follows the checked prop when controlled", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ControlledCheckbox />);
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByTestId("state")).toHaveTextContent("true");
    expect(screen.getByRole("checkbox")).toHaveAttribute("data-state", "checked");
  });
});
