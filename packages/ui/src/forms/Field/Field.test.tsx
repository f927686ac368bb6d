import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Input } from "../Input/Input";
import { Field, FieldControl } from "./Field";
import { useFieldControl } from "./FieldContext";

function MergedKeysProbe(props: { id?: string }) {
  const merged = useFieldControl(props);
  return <span data-testid="probe" data-keys={Object.keys(merged).join(",")} />;
}

describe("Field", () => {
  it("labels the control and describes it with the hint and the error", () => {
    render(
      <Field label="Email" hint="For receipts" error="Email is required">
        <Input />
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAccessibleDescription("For receipts Email is required");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("data-invalid", "true");
  });

  it("uses the given controlId and keeps the control's own describedby first", () => {
    render(
      <>
        <p id="extra">Extra</p>
        <Field label="Email" hint="For receipts" controlId="signup-email">
          <Input aria-describedby="extra" />
        </Field>
      </>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("id", "signup-email");
    expect(input).toHaveAttribute("aria-describedby", "extra signup-email-hint");
    expect(input).not.toHaveAttribute("aria-invalid");
  });

  it("does not mark an empty error as invalid", () => {
    render(
      <Field label="Email" error="">
        <Input />
      </Field>,
    );
    expect(screen.getByRole("textbox")).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("passes className, extra props and the ref to the wrapper, and data-invalid while invalid", () => {
    const field = expectPassThrough<HTMLDivElement>((props) => (
      <Field {...props} label="Email" error="Bad">
        <Input />
      </Field>
    ));
    expect(field).toHaveAttribute("data-slot", "field");
    expect(field).toHaveAttribute("data-invalid", "true");
  });

  it("wires any element through FieldControl", () => {
    render(
      <Field label="Notes" required disabled hint="Optional notes">
        <FieldControl>
          <input type="text" />
        </FieldControl>
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Notes" });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription("Optional notes");
  });

  it("leaves props alone outside a Field", () => {
    render(<MergedKeysProbe id="x" />);
    expect(screen.getByTestId("probe")).toHaveAttribute("data-keys", "id,data-invalid");
  });
});
