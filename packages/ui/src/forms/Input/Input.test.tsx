import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Input } from "./Input";

function DigitsOnlyInput() {
  const [value, setValue] = useState("");
  return <Input aria-label="Quantity" value={value} onChange={(e) => setValue(e.target.value.replace(/\D/g, ""))} />;
}

describe("Input", () => {
  it("passes className, extra props and the ref to the input", () => {
    const input = expectPassThrough<HTMLInputElement>((props) => (
      <Input {...props} aria-label="Email" name="email" type="email" />
    ));
    expect(input).toBe(screen.getByRole("textbox", { name: "Email" }));
    expect(input).toHaveAttribute("name", "email");
    expect(input).toHaveAttribute("data-size", "default");
  });

  it("works uncontrolled", async () => {
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn();
    render(<Input aria-label="Quantity" defaultValue="1" onChange={onChange} />);
    await user.type(screen.getByRole("textbox"), "00");
    expect(screen.getByRole("textbox")).toHaveValue("100");
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("works controlled", async () => {
    const user = userEvent.setup({ delay: null });
    render(<DigitsOnlyInput />);
    await user.type(screen.getByRole("textbox"), "1a2b");
    expect(screen.getByRole("textbox")).toHaveValue("12");
  });

  it("marks aria-invalid with data-invalid for styling hooks", () => {
    render(<Input aria-label="Quantity" aria-invalid />);
    expect(screen.getByRole("textbox")).toHaveAttribute("data-invalid", "true");
  });
});
