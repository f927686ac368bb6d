import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Label } from "./Label";

describe("Label", () => {
  it("passes className, extra props and the ref through and labels its control", () => {
    const label = expectPassThrough<HTMLLabelElement>((props) => (
      <>
        <Label {...props} htmlFor="email">
          Email
        </Label>
        <input id="email" />
      </>
    ));
    expect(label).toHaveAttribute("data-slot", "label");
    expect(screen.getByRole("textbox", { name: "Email" })).toBeInTheDocument();
  });
});
