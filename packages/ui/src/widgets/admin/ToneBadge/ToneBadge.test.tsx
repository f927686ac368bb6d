import { TICKET_STATUS_INFO } from "@smm/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ToneBadge } from "./ToneBadge";

describe("ToneBadge", () => {
  it("shows the label, marks the status and passes className and props through", () => {
    render(<ToneBadge info={TICKET_STATUS_INFO.answered} className="extra" data-testid="badge" />);
    const badge = screen.getByTestId("badge");
    expect(badge).toHaveTextContent("Answered");
    expect(badge).toHaveAttribute("data-status", "answered");
    expect(badge).toHaveAttribute("data-variant", "info");
    expect(badge).toHaveClass("extra");
  });
});
