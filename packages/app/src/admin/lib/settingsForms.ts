import {
  type AdminSettings,
  type AdminSettingsChange,
  CURRENCIES,
  CURRENCY_CODES,
  type CurrencyCode,
  VIDEO_GUIDE_PLACES,
  type VideoGuide,
  type VideoGuidePlace,
} from "@smm/domain";
import type { AdminFormField, AdminFormValues } from "@smm/ui";

/**
 * One settings form: its fields, its starting values from the settings, and the change its values make; `panel` is
 * the currency the panel keeps its amounts in (NGN on the main panel).
 */
export type SettingsSection = {
  id: string;
  title: string;
  description: string;
  fields: (settings: AdminSettings, panel: CurrencyCode) => readonly AdminFormField[];
  values: (settings: AdminSettings) => AdminFormValues;
  change: (values: AdminFormValues, settings: AdminSettings, panel: CurrencyCode) => AdminSettingsChange;
};

const text = (values: AdminFormValues, name: string) => String(values[name] ?? "").trim();
/** A list typed one per line (or separated by spaces). */
const lines = (values: AdminFormValues, name: string) =>
  text(values, name)
    .split(/\s+/)
    .filter((item) => item !== "");
const FOREIGN: readonly CurrencyCode[] = CURRENCY_CODES.filter((code) => code !== "NGN");

const GUIDE_PLACE_LABELS: Record<VideoGuidePlace, string> = { landing: "Landing page", add_funds: "Add Funds" };
const GUIDE_LINKS: readonly { key: keyof VideoGuide; label: string; hint?: string }[] = [
  { key: "video_url", label: "video", hint: "A YouTube or Vimeo link, or a video file (MP4, WebM). Empty: no guide." },
  { key: "poster_url", label: "poster image" },
  { key: "transcript_url", label: "transcript" },
];

export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  {
    id: "general",
    title: "General",
    description: "The customers' banner, the sender address and maintenance mode.",
    fields: () => [
      { name: "mail_from", label: "Mail from", kind: "email", required: true },
      { name: "banner_text", label: "Banner text", kind: "textarea", rows: 2, wide: true },
      { name: "maintenance", label: "Maintenance mode", kind: "switch", wide: true },
      { name: "maintenance_message", label: "Maintenance message", kind: "textarea", rows: 2, wide: true },
    ],
    values: (settings) => ({
      mail_from: settings.mail_from,
      banner_text: settings.banner_text,
      maintenance: settings.maintenance,
      maintenance_message: settings.maintenance_message,
    }),
    change: (values) => ({
      mail_from: text(values, "mail_from"),
      banner_text: text(values, "banner_text"),
      maintenance: values.maintenance === true,
      maintenance_message: text(values, "maintenance_message"),
    }),
  },
  {
    id: "currencies",
    title: "Display currency rates",
    description:
      "Units of each currency per 1 NGN. Charges stay in your panel's currency; customers see converted prices.",
    fields: () =>
      FOREIGN.map((code) => ({ name: code, label: `${code} per 1 NGN`, kind: "number", step: "any", required: true })),
    values: (settings) => Object.fromEntries(FOREIGN.map((code) => [code, settings.currency_rates[code]])),
    change: (values, settings) => ({
      currency_rates: {
        ...settings.currency_rates,
        ...Object.fromEntries(FOREIGN.map((code) => [code, text(values, code)])),
      },
    }),
  },
  {
    id: "reporting",
    title: "Reporting currency",
    description:
      "The currency of every figure in the admin area (dashboard, reports, order cost and profit), at your own rate: the customers' display rates never change it.",
    fields: (_settings, panel) => [
      {
        name: "code",
        label: "Reporting currency",
        kind: "select",
        required: true,
        options: CURRENCIES.map((currency) => ({ value: currency.code, label: `${currency.code}: ${currency.name}` })),
      },
      {
        name: "rate",
        label: `Rate (units per 1 ${panel})`,
        kind: "number",
        step: "any",
        hint: `Not used for ${panel}, your panel's own currency (no conversion).`,
      },
    ],
    values: (settings) => ({ ...settings.reporting_currency }),
    change: (values, _settings, panel) => {
      // One of the select's codes; the server checks it all the same.
      const code = text(values, "code") as CurrencyCode;
      // The panel's own currency is never converted, so a rate left in the box from another is not an error.
      return { reporting_currency: { code, rate: code === panel ? "1" : text(values, "rate") } };
    },
  },
  {
    id: "payments",
    title: "Payment methods",
    description:
      "Each method's minimum deposit (in your panel's currency) and bonus percentage, and the bank details customers pay manual transfers into (left empty, bank transfers are not offered).",
    fields: (settings) => [
      ...settings.payment_methods.flatMap((method): AdminFormField[] => [
        { name: `min_${method.id}`, label: `${method.name}: minimum`, kind: "number", step: "0.01", required: true },
        {
          name: `bonus_${method.id}`,
          label: `${method.name}: bonus (%)`,
          kind: "number",
          step: "0.01",
          required: true,
        },
      ]),
      {
        name: "bank_transfer_details",
        label: "Bank details for transfers",
        kind: "textarea",
        rows: 3,
        wide: true,
        hint: "Bank, account number and account name, as customers should see them. Empty: no bank transfers.",
      },
    ],
    values: (settings) => ({
      ...Object.fromEntries(
        settings.payment_methods.flatMap((method) => [
          [`min_${method.id}`, method.min_amount],
          [`bonus_${method.id}`, method.bonus_percent],
        ]),
      ),
      bank_transfer_details: settings.bank_transfer_details,
    }),
    change: (values, settings) => ({
      payment_methods: settings.payment_methods.map((method) => ({
        ...method,
        min_amount: text(values, `min_${method.id}`),
        bonus_percent: text(values, `bonus_${method.id}`),
      })),
      bank_transfer_details: text(values, "bank_transfer_details"),
    }),
  },
  {
    id: "affiliate",
    title: "Affiliate",
    description: "The commission on referred deposits and the smallest payout.",
    fields: () => [
      { name: "commission_percent", label: "Commission (%)", kind: "number", step: "0.01", required: true },
      { name: "min_payout", label: "Minimum payout (NGN)", kind: "number", step: "0.01", required: true },
    ],
    values: (settings) => ({ ...settings.affiliate }),
    change: (values) => ({
      affiliate: { commission_percent: text(values, "commission_percent"), min_payout: text(values, "min_payout") },
    }),
  },
  {
    // Its own form, so switching sales off needs no price or nameservers (the server asks for both to switch them on).
    id: "child-panel-sales",
    title: "Child panel sales",
    description:
      "Whether customers can order child panels. Selling them needs a monthly price and your own nameservers (Child panels, below); until you decide, sales are off.",
    fields: () => [
      {
        name: "sales",
        label: "Child panel sales",
        kind: "select",
        required: true,
        placeholder: "Not decided (off)",
        options: [
          { value: "off", label: "Off: not sold" },
          { value: "on", label: "On: customers can order" },
        ],
      },
    ],
    values: (settings) => ({ sales: settings.child_panel_sales === "undecided" ? "" : settings.child_panel_sales }),
    // One of the select's two values; the server checks it all the same.
    change: (values) => ({ child_panel_sales: text(values, "sales") as "off" | "on" }),
  },
  {
    id: "child-panel",
    title: "Child panels",
    description:
      "The monthly price, the nameservers customers point their domains at, how long a cancelled panel's data is kept, whether a paid order activates without your approval, and the host names no panel may take.",
    fields: () => [
      { name: "price_per_month", label: "Price per month (NGN)", kind: "number", step: "0.01", required: true },
      { name: "nameservers", label: "Nameservers", kind: "textarea", rows: 2, required: true, hint: "One per line." },
      {
        name: "grace_days",
        label: "Grace period (days)",
        kind: "number",
        step: "1",
        required: true,
        hint: "A cancelled panel's data is deleted after this many days.",
      },
      { name: "activate_on_payment", label: "Activate child panels on payment", kind: "switch", wide: true },
      {
        name: "reserved_hosts",
        label: "Reserved host names",
        kind: "textarea",
        rows: 3,
        wide: true,
        hint: "One per line. Your own addresses (this panel's, its www., the base domain of temporary addresses) are always reserved.",
      },
    ],
    values: (settings) => ({
      price_per_month: settings.child_panel.price_per_month,
      nameservers: settings.child_panel.nameservers.join("\n"),
      grace_days: String(settings.child_panel_terms.grace_days),
      activate_on_payment: settings.child_panel_terms.activate_on_payment,
      reserved_hosts: settings.reserved_hosts.join("\n"),
    }),
    change: (values) => ({
      child_panel_terms: {
        grace_days: Number(text(values, "grace_days")),
        activate_on_payment: values.activate_on_payment === true,
      },
      child_panel: {
        price_per_month: text(values, "price_per_month"),
        nameservers: lines(values, "nameservers"),
      },
      reserved_hosts: lines(values, "reserved_hosts"),
    }),
  },
  {
    id: "video-guides",
    title: "Video guides",
    description:
      "The guide video shown on the landing page and on Add Funds, each with an optional poster and transcript. A place without a video shows no guide.",
    fields: () =>
      VIDEO_GUIDE_PLACES.flatMap((place) =>
        GUIDE_LINKS.map(({ key, label, hint }) => ({
          name: `${place}_${key}`,
          label: `${GUIDE_PLACE_LABELS[place]}: ${label}`,
          kind: "url" as const,
          wide: true,
          ...(hint ? { hint } : {}),
        })),
      ),
    values: (settings) =>
      Object.fromEntries(
        VIDEO_GUIDE_PLACES.flatMap((place) =>
          GUIDE_LINKS.map(({ key }) => [`${place}_${key}`, settings.video_guides[place][key]]),
        ),
      ),
    change: (values) => {
      const guide = (place: VideoGuidePlace): VideoGuide => ({
        video_url: text(values, `${place}_video_url`),
        poster_url: text(values, `${place}_poster_url`),
        transcript_url: text(values, `${place}_transcript_url`),
      });
      return { video_guides: { landing: guide("landing"), add_funds: guide("add_funds") } };
    },
  },
];
