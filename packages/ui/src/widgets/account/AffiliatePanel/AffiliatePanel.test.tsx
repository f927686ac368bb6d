import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
import { ZERO_AFFILIATE_STATS } from "../shared/fixtures";
import { AffiliatePanel } from "./AffiliatePanel";
import { REFERRAL_SHARE_TEXT, shareLinks } from "./shareLinks";

describe("shareLinks", () => {
  it("builds each network's share URL with the encoded link", () => {
    const links = shareLinks("https://x.test/ref/a?b=1&c=2", "Join:");
    expect(links.map((link) => link.network)).toEqual(["WhatsApp", "Facebook", "X (Twitter)", "Telegram"]);
    expect(links[0]?.href).toBe("https://wa.me/?text=Join%3A%20https%3A%2F%2Fx.test%2Fref%2Fa%3Fb%3D1%26c%3D2");
    expect(links[1]?.href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.test%2Fref%2Fa%3Fb%3D1%26c%3D2",
    );
    expect(links[2]?.href).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fx.test%2Fref%2Fa%3Fb%3D1%26c%3D2&text=Join%3A",
    );
    expect(links[3]?.href).toBe(
      "https://t.me/share/url?url=https%3A%2F%2Fx.test%2Fref%2Fa%3Fb%3D1%26c%3D2&text=Join%3A",
    );
  });

  it("uses the default message when none is given", () => {
    expect(shareLinks("https://x.test")[3]?.href).toContain(encodeURIComponent(REFERRAL_SHARE_TEXT));
  });
});

describe("AffiliatePanel", () => {
  it("passes className and extra props to the panel", () => {
    expectPassThrough(
      (props) => <AffiliatePanel {...props} referralLink="https://x.test" stats={ZERO_AFFILIATE_STATS} />,
      { ref: false },
    );
  });

  it("keeps Request Payout disabled without a handler even above the minimum", () => {
    render(
      <AffiliatePanel referralLink="https://x.test" stats={{ ...ZERO_AFFILIATE_STATS, availableEarnings: "5000" }} />,
    );
    expect(screen.getByRole("button", { name: "Request Payout" })).toBeDisabled();
  });

  it("writes the minimum payout and the available earnings in the display currency", () => {
    render(
      <MoneyDisplayProvider currency="USD" rates={{ USD: "0.00065" }}>
        <AffiliatePanel referralLink="https://x.test" stats={{ ...ZERO_AFFILIATE_STATS, availableEarnings: "150" }} />
      </MoneyDisplayProvider>,
    );
    expect(screen.getByRole("button", { name: "Request Payout" })).toHaveAccessibleDescription(
      "Available: US$0.10. You can request a payout from US$1.30.",
    );
  });

  it("says payouts are requested (the button beside it), not automatic; the commission is what arrives by itself", () => {
    render(<AffiliatePanel referralLink="https://x.test" stats={ZERO_AFFILIATE_STATS} />);
    const schedule = screen.getByText("Payout schedule").nextElementSibling;
    expect(schedule).toHaveTextContent("Weekly, on request");
    expect(screen.getByText("Commission paid").nextElementSibling).toHaveTextContent("To your balance, automatically");
    expect(screen.queryByText(/Weekly, automatic/)).not.toBeInTheDocument();
  });
});
