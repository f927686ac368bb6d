/** JSON schema of PublicSettings (and AdminSettings, which adds two fields): the OpenAPI document and serialiser. */
const str = { type: "string" } as const;
const decimal = { type: "string", description: "Exact decimal, e.g. 0.00065" } as const;

/** A guide video of one place; "" where not set (no `video_url`: the place shows no guide). */
const videoGuide = {
  type: "object",
  properties: { video_url: str, poster_url: str, transcript_url: str },
  required: ["video_url", "poster_url", "transcript_url"],
} as const;

/** Every field is "" where the operator keeps the design system's own. */
const branding = {
  type: "object",
  properties: {
    logo_url: str,
    favicon_url: str,
    primary_color: { type: "string", description: "#rrggbb, the ui package's --primary token" },
    radius: { type: "string", description: "rem, the ui package's --radius token" },
    headline: str,
    subheadline: str,
    default_currency: str,
  },
  required: ["logo_url", "favicon_url", "primary_color", "radius", "headline", "subheadline", "default_currency"],
} as const;

/** A list of objects whose every listed field is text (a storefront list's items). */
const textItems = (fields: readonly string[], extra: Record<string, object> = {}) =>
  ({
    type: "array",
    items: {
      type: "object",
      properties: { ...Object.fromEntries(fields.map((field) => [field, str])), ...extra },
      required: [...fields, ...Object.keys(extra)],
    },
  }) as const;

/** The landing's texts, the banner and the Support page's channels; empty lists and "" are not shown. */
const storefront = {
  type: "object",
  properties: {
    announcement: { type: "object", properties: { title: str, text: str }, required: ["title", "text"] },
    highlights: textItems(["title", "text", "icon"]),
    features: textItems(["title", "text", "icon"]),
    steps: textItems(["title", "text"]),
    stories: textItems(["name", "place", "text"], { stars: { type: "integer", minimum: 1, maximum: 5 } }),
    faq: textItems(["question", "answer"]),
    support_response_time: str,
    support_channels: textItems(["name", "detail"]),
  },
  required: [
    "announcement",
    "highlights",
    "features",
    "steps",
    "stories",
    "faq",
    "support_response_time",
    "support_channels",
  ],
} as const;

const publicProperties = {
  site_name: str,
  branding,
  currency_rates: {
    type: "object",
    properties: { NGN: decimal, USD: decimal, EUR: decimal, GBP: decimal, CAD: decimal, AUD: decimal },
    required: ["NGN", "USD", "EUR", "GBP", "CAD", "AUD"],
  },
  banner_text: str,
  support_hours: str,
  maintenance: { type: "boolean" },
  maintenance_message: str,
  payment_methods: {
    type: "array",
    items: {
      type: "object",
      properties: { id: str, name: str, min_amount: decimal, bonus_percent: decimal },
      required: ["id", "name", "min_amount", "bonus_percent"],
    },
  },
  bank_transfer_details: str,
  affiliate: {
    type: "object",
    properties: { commission_percent: decimal, min_payout: decimal },
    required: ["commission_percent", "min_payout"],
  },
  child_panel: {
    type: "object",
    properties: { price_per_month: decimal, nameservers: { type: "array", items: str } },
    required: ["price_per_month", "nameservers"],
  },
  video_guides: {
    type: "object",
    properties: { landing: videoGuide, add_funds: videoGuide },
    required: ["landing", "add_funds"],
  },
  storefront,
} as const;

export const publicSettingsSchema = {
  type: "object",
  properties: {
    ...publicProperties,
    demo: { type: "boolean", description: "Demo mode: the sandbox checkout moves no money (not a setting)" },
    sells_child_panels: {
      type: "boolean",
      description:
        "The panel sells child panels now: the main panel once its operator switched sales on, a child panel never",
    },
    main_panel: {
      type: "boolean",
      description: "The main panel, which may sell child panels (a child panel never does; not a setting)",
    },
    currency: {
      type: "string",
      description:
        "The currency the panel keeps every amount in (balances, prices, charges, deposits; not a setting): NGN on the main panel, a child panel's order currency",
    },
    legal_page_list: {
      type: "array",
      items: { type: "string", enum: ["terms", "privacy", "refunds"] },
      description: "The legal pages that exist (GET /api/storefront/pages/{page}), in order (not a setting)",
    },
  },
  required: [
    ...Object.keys(publicProperties),
    "demo",
    "sells_child_panels",
    "main_panel",
    "currency",
    "legal_page_list",
  ],
} as const;

export const adminSettingsSchema = {
  type: "object",
  properties: {
    ...publicProperties,
    mail_from: str,
    reporting_currency: {
      type: "object",
      description: "The currency of every admin money figure and its rate (units per 1 NGN; NGN is 1)",
      properties: { code: str, rate: decimal },
      required: ["code", "rate"],
    },
    child_panel_terms: {
      type: "object",
      description: "Days a cancelled child panel's data is kept; whether a paid child panel order activates at once",
      properties: { grace_days: { type: "integer" }, activate_on_payment: { type: "boolean" } },
      required: ["grace_days", "activate_on_payment"],
    },
    reserved_hosts: {
      type: "array",
      items: str,
      description: "Host names no child panel may take, besides the main panel's own (PUBLIC_URL, www., base domain)",
    },
    child_panel_sales: {
      type: "string",
      enum: ["undecided", "off", "on"],
      description: "Child panel sales: undecided (off; a production panel's start), off, or on",
    },
    legal_pages: {
      type: "object",
      description: 'The terms, privacy and refund pages\' plain-text bodies; "" = the page does not exist',
      properties: { terms: str, privacy: str, refunds: str },
      required: ["terms", "privacy", "refunds"],
    },
  },
  required: [
    ...Object.keys(publicProperties),
    "mail_from",
    "reporting_currency",
    "child_panel_terms",
    "reserved_hosts",
    "child_panel_sales",
    "legal_pages",
  ],
} as const;

/** GET /api/storefront/pages/{page}: a legal page's title and plain-text body (a blank line between paragraphs). */
export const legalPageSchema = {
  type: "object",
  properties: { page: str, title: str, body: str },
  required: ["page", "title", "body"],
} as const;
