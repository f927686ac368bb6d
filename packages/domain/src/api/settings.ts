/**
 * The panel's operator-editable settings. `PublicSettings` is what GET /api/settings answers to anyone (the app
 * reads display-currency rates, banner, maintenance, payment minimums from it); `AdminSettings` adds the values
 * only operators see. The defaults below are the spec's constants; the server seeds them and an admin edits them.
 */
import { type Branding, DEFAULT_BRANDING, DEFAULT_PANEL_NAME } from "../branding";
import { type ChildPanelTerms, DEFAULT_CHILD_PANEL_TERMS } from "../childPanelTerms";
import { CHILD_PANEL_NAMESERVERS } from "../constants";
import { SAMPLE_EXCHANGE_RATES } from "../money/convert";
import type { CurrencyCode } from "../money/currencies";
import { DEFAULT_REPORTING_CURRENCY, type ReportingCurrency } from "../money/reporting";
import { AFFILIATE_COMMISSION_PERCENT, AFFILIATE_MIN_PAYOUT } from "../payments/affiliate";
import { PAYMENT_METHOD_LIST, PAYMENT_METHODS, type PaymentMethodSettings } from "../payments/methods";
import {
  EMPTY_LEGAL_PAGES,
  EMPTY_STOREFRONT,
  filledLegalPages,
  type LegalPage,
  type LegalPages,
  type Storefront,
} from "../storefront";
import { DEFAULT_VIDEO_GUIDES, type VideoGuides } from "../videoGuide";
import type { DecimalString } from "./types";

/**
 * Whether the panel sells child panels: "undecided" (a production panel's start: off until the operator decides),
 * "off" (decided: not sold), "on" (sold at the price and nameservers of the settings).
 */
export const CHILD_PANEL_SALES = ["undecided", "off", "on"] as const;
export type ChildPanelSales = (typeof CHILD_PANEL_SALES)[number];

export interface AffiliateSettings {
  commission_percent: DecimalString;
  min_payout: DecimalString;
}

export interface ChildPanelSettings {
  /** What a child panel costs per month, in NGN. */
  price_per_month: DecimalString;
  nameservers: string[];
}

/** GET /api/settings (no auth). Rates are units of each currency per 1 NGN ("NGN" is always "1"). */
export interface PublicSettings {
  /** The panel's name: page titles, header, sidebar, footer, mail sender. */
  site_name: string;
  /** The rest of the panel's brand (../branding.ts). */
  branding: Branding;
  currency_rates: Record<CurrencyCode, DecimalString>;
  banner_text: string;
  /** The Support page's hours, e.g. "Monday to Friday, 9AM to 5PM"; "" = not stated. */
  support_hours: string;
  /** When true, customer writes answer 503 with `maintenance_message`; reads and the admin area keep working. */
  maintenance: boolean;
  /** What customers are told while maintenance is on: the pages' notice and the 503's message. */
  maintenance_message: string;
  payment_methods: PaymentMethodSettings[];
  /** What a customer paying by manual bank transfer is told: bank, account number, account name. Empty: not offered. */
  bank_transfer_details: string;
  affiliate: AffiliateSettings;
  child_panel: ChildPanelSettings;
  /** The guide videos per place (landing, Add Funds); an empty `video_url` hides that guide. */
  video_guides: VideoGuides;
  /** The landing's texts, the customers' announcement banner and the Support page's channels (../storefront.ts). */
  storefront: Storefront;
  /** Set by `publicSettingsOf`, not an operator setting: the legal pages that exist (have a body), for their links. */
  legal_page_list?: LegalPage[];
  /**
   * Set by the server on GET /api/settings, not an operator setting: the panel runs in demo mode (DEMO=1), so its
   * sandbox checkout moves no money.
   */
  demo?: boolean;
  /**
   * Set by the server on GET /api/settings: the panel sells child panels (the main panel does; a child panel does
   * not, so its Child Panel pages are absent).
   */
  sells_child_panels?: boolean;
  /**
   * Set by the server on GET /api/settings: this is the main panel, which may sell child panels (its operator manages
   * them and decides on their sales even while they are off); a child panel never does.
   */
  main_panel?: boolean;
  /**
   * Set by the server on GET /api/settings: the currency the panel keeps every amount in (balances, prices, charges,
   * deposits); NGN on the main panel, a child panel's order currency. Display currencies convert from it.
   */
  currency?: CurrencyCode;
}

/** GET /api/admin/settings: the public settings plus those only operators see. */
export interface AdminSettings extends PublicSettings {
  /** The address mail is sent from (the From header). */
  mail_from: string;
  /** The currency and rate every admin money figure is shown in; never the customers' display rates. */
  reporting_currency: ReportingCurrency;
  /** Child panels' grace period after cancellation and whether a paid order activates at once. */
  child_panel_terms: ChildPanelTerms;
  /**
   * Host names no child panel may take, besides the main panel's own (its PUBLIC_URL host and www., the base domain
   * of temporary addresses, localhost): lower case, e.g. status.example.com.
   */
  reserved_hosts: string[];
  /** Whether child panels are sold (launchChecklist.ts); the public settings say `sells_child_panels` instead. */
  child_panel_sales: ChildPanelSales;
  /** The terms, privacy and refund pages' bodies (public through GET /api/storefront/pages/{page}); "" = no page. */
  legal_pages: LegalPages;
}

/** PUT /api/admin/settings: any subset; nested objects are replaced as a whole where given. */
export type AdminSettingsChange = Partial<AdminSettings>;

export const DEFAULT_SITE_NAME = DEFAULT_PANEL_NAME;
export const DEFAULT_BANNER_TEXT = "";
export const DEFAULT_MAIL_FROM = "no-reply@smmpanel.local";
export const DEFAULT_CHILD_PANEL_PRICE: DecimalString = "1000";
export const MAINTENANCE_MESSAGE = "The panel is under maintenance. Please try again in a few minutes.";

export const DEFAULT_SETTINGS: Readonly<AdminSettings> = {
  site_name: DEFAULT_SITE_NAME,
  branding: { ...DEFAULT_BRANDING },
  currency_rates: { ...SAMPLE_EXCHANGE_RATES },
  banner_text: DEFAULT_BANNER_TEXT,
  // Nothing the operator did not write: demo mode seeds the spec's texts (server, db/demo-storefront.ts).
  support_hours: "",
  maintenance: false,
  // The spec's methods, then the manual bank transfer (offered once the operator enters bank details).
  payment_methods: [...PAYMENT_METHOD_LIST, PAYMENT_METHODS.bank_transfer].map((method) => ({
    id: method.id,
    name: method.label,
    min_amount: method.minimum,
    bonus_percent: method.bonusPercent,
  })),
  bank_transfer_details: "",
  affiliate: { commission_percent: AFFILIATE_COMMISSION_PERCENT, min_payout: AFFILIATE_MIN_PAYOUT },
  child_panel: { price_per_month: DEFAULT_CHILD_PANEL_PRICE, nameservers: [...CHILD_PANEL_NAMESERVERS] },
  video_guides: { ...DEFAULT_VIDEO_GUIDES },
  mail_from: DEFAULT_MAIL_FROM,
  reporting_currency: { ...DEFAULT_REPORTING_CURRENCY },
  child_panel_terms: { ...DEFAULT_CHILD_PANEL_TERMS },
  reserved_hosts: [],
  maintenance_message: MAINTENANCE_MESSAGE,
  child_panel_sales: "on",
  storefront: EMPTY_STOREFRONT,
  legal_pages: EMPTY_LEGAL_PAGES,
};

/**
 * What a production panel starts with instead (seed/production.ts): nothing of the demo's that an operator would ship
 * without noticing. No name (pages show the panel's address until one is set), no sender (mail goes from
 * no-reply@ the panel's host), no nameservers of a third party and no price: child panel sales stay off until the
 * operator sets both and switches them on. Demo mode keeps the spec's values above.
 */
export const PRODUCTION_FIRST_SETTINGS: Readonly<Partial<AdminSettings>> = {
  site_name: "",
  mail_from: "",
  child_panel: { price_per_month: "0", nameservers: [] },
  child_panel_sales: "undecided",
};

/** The public part of the admin settings (what GET /api/settings answers). */
export function publicSettingsOf(settings: AdminSettings): PublicSettings {
  const {
    mail_from: _mailFrom,
    reporting_currency: _reporting,
    child_panel_terms: _terms,
    reserved_hosts: _reserved,
    child_panel_sales: _sales,
    legal_pages: legalPages,
    ...rest
  } = settings;
  return { ...rest, legal_page_list: filledLegalPages(legalPages) };
}
