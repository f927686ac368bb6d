import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { Progress } from "./Progress";

describe("Progress", () => {
  it("names the bar by its label and speaks the value", () => {
    render(<Progress label="Delivery" value={25} />);
    const bar = screen.getByRole("progressbar", { name: "Delivery" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "25%");
  });

  it("puts the ref and extra props on the bar and className on the field", () => {
    const bar = expectPassThrough<HTMLDivElement>(
      (props) => <Progress {...props} label="Delivery" value={1} max={4} />,
      { classNameOn: (element) => element.closest("[data-slot=progress-field]") },
    );
    expect(bar).toBe(screen.getByRole("progressbar"));
    expect(screen.getByText("25%")).toBeInTheDocument();
  });

  it("uses the custom value text for both the visible and the spoken value", () => {
    render(<Progress label="Delivered" value={3} max={10} valueText={(value, max) => `${value} of ${max}`} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "3 of 10");
    expect(screen.getByText("3 of 10")).toHaveAttribute("aria-hidden", "true");
  });

  it("is indeterminate without a value and shows no number", () => {
    render(<Progress label="Checking" />);
    const bar = screen.getByRole("progressbar", { name: "Checking" });
    expect(bar).toHaveAttribute("data-state", "indeterminate");
    expect(bar).not.toHaveAttribute("aria-valuetext");
  });
});
