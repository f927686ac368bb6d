import { describe, expect, it } from "vitest";
import { CHILD_PANEL_NAMESERVERS } from "../constants";
import { SAMPLE_EXCHANGE_RATES } from "../money/convert";
import { AFFILIATE_COMMISSION_PERCENT, AFFILIATE_MIN_PAYOUT } from "../payments/affiliate";
import { PAYMENT_METHODS } from "../payments/methods";
import { hasStorefront } from "../storefront";
import { DEFAULT_SETTINGS, publicSettingsOf } from "./settings";

describe("settings defaults", () => {
  it("are the domain's constants, so a fresh panel behaves as the spec says", () => {
    expect(DEFAULT_SETTINGS.payment_methods).toEqual([
      { id: "card", name: PAYMENT_METHODS.card.label, min_amount: "100", bonus_percent: "5" },
      { id: "crypto", name: PAYMENT_METHODS.crypto.label, min_amount: "500", bonus_percent: "0" },
      { id: "bank_transfer", name: "Manual bank transfer", min_amount: "1000", bonus_percent: "0" },
    ]);
    // Not offered until the operator enters the bank details customers pay into.
    expect(DEFAULT_SETTINGS.bank_transfer_details).toBe("");
    expect(DEFAULT_SETTINGS.affiliate).toEqual({
      commission_percent: AFFILIATE_COMMISSION_PERCENT,
      min_payout: AFFILIATE_MIN_PAYOUT,
    });
    expect(DEFAULT_SETTINGS.currency_rates).toEqual(SAMPLE_EXCHANGE_RATES);
    expect(DEFAULT_SETTINGS.child_panel.nameservers).toEqual([...CHILD_PANEL_NAMESERVERS]);
    // No storefront text a fresh panel's operator did not write: every block stays hidden until filled in.
    expect(DEFAULT_SETTINGS.support_hours).toBe("");
    expect(hasStorefront(DEFAULT_SETTINGS.storefront)).toBe(false);
    expect(DEFAULT_SETTINGS.legal_pages).toEqual({ terms: "", privacy: "", refunds: "" });
    expect(DEFAULT_SETTINGS.maintenance).toBe(false);
    // No guide video until the operator sets one: the guide sections are not shown.
    expect(DEFAULT_SETTINGS.video_guides.landing.video_url).toBe("");
    expect(DEFAULT_SETTINGS.video_guides.add_funds.video_url).toBe("");
  });

  it("the public part leaves out what only operators see", () => {
    const open = publicSettingsOf(DEFAULT_SETTINGS);
    expect(open).not.toHaveProperty("mail_from");
    expect(Object.keys(open).sort()).toEqual(
      [
        "affiliate",
        "bank_transfer_details",
        "banner_text",
        "branding",
        "child_panel",
        "currency_rates",
        "legal_page_list",
        "maintenance",
        "maintenance_message",
        "payment_methods",
        "site_name",
        "storefront",
        "support_hours",
        "video_guides",
      ].sort(),
    );
  });

  it("the public part names the legal pages that have a body, not their text", () => {
    const open = publicSettingsOf({
      ...DEFAULT_SETTINGS,
      legal_pages: { terms: "Be nice.", privacy: "  ", refunds: "Within 7 days." },
    });
    expect(open.legal_page_list).toEqual(["terms", "refunds"]);
    expect(open).not.toHaveProperty("legal_pages");
  });
});
