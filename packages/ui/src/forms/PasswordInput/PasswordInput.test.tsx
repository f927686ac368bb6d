import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Field } from "../Field/Field";
import { PasswordInput } from "./PasswordInput";

const passwordInput = () => screen.getByLabelText("Password", { selector: "input" });

function ControlledVisibility() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <PasswordInput aria-label="Password" visible={visible} onVisibleChange={setVisible} />
      <span data-testid="state">{visible ? "shown" : "hidden"}</span>
    </>
  );
}

function ControlledValue() {
  const [value, setValue] = useState("");
  return <PasswordInput aria-label="Password" value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe("PasswordInput", () => {
  it("puts className on the wrapper, other props and the ref on the input", () => {
    const input = expectPassThrough<HTMLInputElement>(
      (props) => <PasswordInput {...props} aria-label="Password" inputClassName="tracking-wide" name="password" />,
      { classNameOn: (element) => element.closest("[data-slot=password-input]") },
    );
    expect(input).toBe(passwordInput());
    expect(input).toHaveAttribute("name", "password");
    expect(input).toHaveClass("tracking-wide");
  });

  it("toggles visibility uncontrolled and reports it", async () => {
    const user = userEvent.setup({ delay: null });
    const onVisibleChange = vi.fn();
    render(<PasswordInput aria-label="Password" onVisibleChange={onVisibleChange} />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-controls", passwordInput().id);
    await user.click(toggle);
    expect(passwordInput()).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Hide password" })).toHaveAttribute("aria-pressed", "true");
    expect(onVisibleChange).toHaveBeenCalledWith(true);
  });

  it("follows the visible prop when controlled", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ControlledVisibility />);
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByTestId("state")).toHaveTextContent("shown");
    expect(passwordInput()).toHaveAttribute("type", "text");
  });

  it("stays hidden when controlled and the parent ignores the toggle", async () => {
    const user = userEvent.setup({ delay: null });
    render(<PasswordInput aria-label="Password" visible={false} onVisibleChange={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(passwordInput()).toHaveAttribute("type", "password");
  });

  it("keeps a controlled value while toggling", async () => {
    const user = userEvent.setup({ delay: null });
    render(<ControlledValue />);
    await user.type(passwordInput(), "Ab1");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(passwordInput()).toHaveValue("Ab1");
  });

  it("takes id, description, invalid and disabled from a Field", () => {
    render(
      <Field label="Password" error="Password is required" disabled>
        <PasswordInput />
      </Field>,
    );
    const input = passwordInput();
    expect(input).toHaveAccessibleDescription("Password is required");
    expect(input).toBeInvalid();
    expect(input).toBeDisabled();
    expect(screen.getByRole("button", { name: "Show password" })).toBeDisabled();
  });
});
