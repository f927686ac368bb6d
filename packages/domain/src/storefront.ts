/**
 * The panel's storefront (Settings → Storefront): every text its landing page, its customers' announcement banner and
 * its Support page show, and its terms, privacy and refund pages. All are the operator's words: a fresh panel has none
 * (nothing is shown until filled in), demo mode seeds the spec's. The rules for the operator's form and the server are
 * in schemas/storefront.ts; this file has no schema library in it, since the landing reads it.
 */

/** The icons a hero highlight or a feature may show beside its title (the ui package maps each to its picture). */
export const STOREFRONT_ICONS = [
  "check",
  "platforms",
  "mass-orders",
  "payments",
  "api",
  "child-panel",
  "commission",
  "price",
  "people",
  "speed",
  "support",
] as const;
export type StorefrontIcon = (typeof STOREFRONT_ICONS)[number];

export const STOREFRONT_ICON_LABELS: Record<StorefrontIcon, string> = {
  check: "Check mark",
  platforms: "Platforms",
  "mass-orders": "List",
  payments: "Wallet",
  api: "Code",
  "child-panel": "Shop",
  commission: "Coins",
  price: "Price tag",
  people: "People",
  speed: "Lightning",
  support: "Headset",
};

/** A hero highlight or a feature: a short title, a line under it and its icon. */
export interface StorefrontFeature {
  title: string;
  text: string;
  icon: StorefrontIcon;
}

/** A step of "how it works". */
export interface StorefrontStep {
  title: string;
  text: string;
}

/** A customer's story: who, where, how many stars (1 to 5) and their words. */
export interface StorefrontStory {
  name: string;
  place: string;
  stars: number;
  text: string;
}

export interface StorefrontFaq {
  question: string;
  /** Plain text; a blank line starts a new paragraph. */
  answer: string;
}

/** A way to reach support besides tickets, e.g. "WhatsApp" and "+234 801 234 5678 (weekends, payments only)". */
export interface SupportChannel {
  name: string;
  detail: string;
}

/** The customers' dismissible banner; no banner while its text is empty. */
export interface Announcement {
  title: string;
  text: string;
}

export interface Storefront {
  announcement: Announcement;
  /** The claims beside the hero's sign-in form. */
  highlights: StorefrontFeature[];
  features: StorefrontFeature[];
  steps: StorefrontStep[];
  stories: StorefrontStory[];
  faq: StorefrontFaq[];
  /** The Support page's line on how fast support answers. */
  support_response_time: string;
  support_channels: SupportChannel[];
}

export const LEGAL_PAGES = ["terms", "privacy", "refunds"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
/** Each page's body: plain text, a blank line between paragraphs; "" = the page does not exist. */
export type LegalPages = Record<LegalPage, string>;

export const LEGAL_PAGE_TITLES: Record<LegalPage, string> = {
  terms: "Terms of service",
  privacy: "Privacy policy",
  refunds: "Refund policy",
};

/** The public address of each page: a route of the app. */
export const legalPagePath = (page: LegalPage) => `/${page}`;

export const EMPTY_STOREFRONT: Readonly<Storefront> = {
  announcement: { title: "", text: "" },
  highlights: [],
  features: [],
  steps: [],
  stories: [],
  faq: [],
  support_response_time: "",
  support_channels: [],
};

export const EMPTY_LEGAL_PAGES: Readonly<LegalPages> = { terms: "", privacy: "", refunds: "" };

/** How long each text may be, in characters, and how many items each list may hold. */
export const STOREFRONT_LIMITS = {
  title: 80,
  text: 300,
  storyName: 60,
  storyPlace: 80,
  storyText: 500,
  question: 160,
  answer: 2000,
  channelName: 60,
  channelDetail: 200,
  responseTime: 200,
  legalPage: 20_000,
  highlights: 6,
  features: 12,
  steps: 8,
  stories: 12,
  faq: 20,
  support_channels: 6,
} as const;

export const MAX_STARS = 5;

/** The lists an operator edits and how many each may hold. */
export type StorefrontList = "highlights" | "features" | "steps" | "stories" | "faq" | "support_channels";

/** True when the storefront shows anything at all (the landing or the banner differ from a fresh panel's). */
export function hasStorefront(storefront: Storefront): boolean {
  return JSON.stringify(storefront) !== JSON.stringify(EMPTY_STOREFRONT);
}

/** The pages that exist (have a body), in their fixed order. */
export function filledLegalPages(pages: LegalPages): LegalPage[] {
  return LEGAL_PAGES.filter((page) => pages[page].trim() !== "");
}

export const isLegalPage = (value: string): value is LegalPage => (LEGAL_PAGES as readonly string[]).includes(value);

/** A plain text's paragraphs: split at blank lines, each trimmed, empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
}

/** What identifies an announcement for its dismissal: a new text shows again to those who closed the old one. */
export const announcementKey = ({ title, text }: Announcement) => `${title}\n${text}`;

/** What the page and GET /api/settings give the app: the storefront and which legal pages exist. */
export interface PageStorefront {
  storefront: Storefront;
  legal_page_list: LegalPage[];
}

export const EMPTY_PAGE_STOREFRONT: Readonly<PageStorefront> = { storefront: EMPTY_STOREFRONT, legal_page_list: [] };

/**
 * What a page of the panel shows of its storefront: the texts and which legal pages exist. Here rather than beside
 * the settings, so a page that only shows the storefront does not load the settings' defaults (money, payments); it
 * takes the public settings by their shape, as `api/settings.ts` imports this file.
 */
export function pageStorefrontOf(settings: { storefront: Storefront; legal_page_list?: LegalPage[] }): PageStorefront {
  return { storefront: settings.storefront, legal_page_list: settings.legal_page_list ?? [] };
}

/** The page shows something of the storefront: a prerendered page (built with none) would not show it. */
export const showsStorefront = (page: PageStorefront) =>
  hasStorefront(page.storefront) || page.legal_page_list.length > 0;

/** GET /api/storefront/pages/{page}: a legal page that exists. */
export interface LegalPageResponse {
  page: LegalPage;
  title: string;
  body: string;
}
