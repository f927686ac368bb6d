import { PANEL_TERMS_MESSAGES, type PanelStanding } from "@smm/domain";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PanelStandingBanner } from "./PanelStandingBanner";

const STANDING: PanelStanding = {
  status: "suspended",
  reason: PANEL_TERMS_MESSAGES.renewalUnpaid("1000.00"),
  unpaid: true,
  renewsAt: "2026-12-20T10:00:00.000Z",
  pricePerMonth: "1000.00",
  parentUrl: "https://parent.example.ng",
};

describe("PanelStandingBanner", () => {
  it("tells why an unpaid panel is suspended and links to where its owner pays", () => {
    render(<PanelStandingBanner standing={STANDING} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent(STANDING.reason as string);
    expect(alert).toHaveTextContent(PANEL_TERMS_MESSAGES.howToPay("1000.00", "https://parent.example.ng"));
    expect(screen.getByRole("link", { name: "Add funds on the parent panel" })).toHaveAttribute(
      "href",
      "https://parent.example.ng",
    );
  });

  it("offers no payment for an operator's suspension, and shows nothing for an active panel", () => {
    const { rerender } = render(<PanelStandingBanner standing={{ ...STANDING, unpaid: false, reason: "Held." }} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Held.");
    expect(screen.queryByRole("link")).toBeNull();
    rerender(<PanelStandingBanner standing={{ ...STANDING, status: "active", unpaid: false, reason: null }} />);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
