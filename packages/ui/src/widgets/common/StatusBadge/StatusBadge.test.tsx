import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { StatusBadge } from "./StatusBadge";

describe("StatusBadge", () => {
  it.each([
    ["pending", "Pending", "warning"],
    ["in-progress", "In Progress", "info"],
    ["processing", "Processing", "info"],
    ["completed", "Completed", "success"],
    ["partial", "Partial", "neutral"],
    ["canceled", "Canceled", "danger"],
  ] as const)("shows %s as '%s' on the %s badge", (status, label, variant) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute("data-slot", "badge");
    expect(badge).toHaveAttribute("data-status", status);
    expect(badge).toHaveAttribute("data-variant", variant);
  });

  it("paints partial with the orange tokens (spec: partial orange)", () => {
    render(<StatusBadge status="partial" />);
    expect(screen.getByText("Partial")).toHaveClass("bg-orange", "text-orange-foreground");
    expect(screen.getByText("Partial")).not.toHaveClass("bg-secondary");
  });

  it("passes className, extra props and the ref through", () => {
    const badge = expectPassThrough<HTMLSpanElement>((props) => <StatusBadge {...props} status="completed" />);
    expect(badge).toBe(screen.getByText("Completed"));
    expect(badge).toHaveClass("bg-success");
  });

  it("lets the caller replace the text while the colour follows the status", () => {
    render(<StatusBadge status="canceled">Refunded</StatusBadge>);
    expect(screen.getByText("Refunded")).toHaveAttribute("data-variant", "danger");
  });
});
