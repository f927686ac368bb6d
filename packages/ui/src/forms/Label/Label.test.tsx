import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { Label } from "./Label";

describe("Label", () => {
  it("passes className and extra props through and labels its control", () => {
    render(
      <>
        <Label htmlFor="email" className="custom" data-testid="label">
          Email
        </Label>
        <input id="email" />
      </>,
    );
    expect(screen.getByTestId("label")).toHaveClass("custom");
    expect(screen.getByTestId("label")).toHaveAttribute("data-slot", "label");
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
  });

  it("forwards the ref to the <label>", () => {
    const ref = createRef<HTMLLabelElement>();
    render(<Label ref={ref}>Email</Label>);
    expect(ref.current).toBeInstanceOf(HTMLLabelElement);
  });
});
