/**
 * A panel's brand (Settings → Branding): its name (the `site_name` setting), logo, favicon, primary colour and radius
 * as the ui package's token variables, the landing's texts and the display currency a visitor starts with. The
 * operator's form and the server check it with the same schema (schemas/branding.ts, which the server also applies to
 * every stored brand it reads); the server writes the page head from `brandHead` and the token variables from
 * `brandTokens`, and the app renders the same head, so a child panel shows nothing of its parent's brand. This file
 * has no schema library in it: every page of the app reads the brand.
 */
import { CURRENCY_CODES, type CurrencyCode, DEFAULT_CURRENCY } from "./money/currencies";

export interface Branding {
  /** An http(s) image address shown beside the name; "" = the design system's mark. The server never fetches it. */
  logo_url: string;
  /** An http(s) icon address for the browser tab; "" = the built favicon. */
  favicon_url: string;
  /** `#rrggbb`, the `--primary` token (buttons, links, focus ring); "" = the design system's. */
  primary_color: string;
  /** The `--radius` token in rem, e.g. "0.25"; "" = the design system's (0.625). */
  radius: string;
  /** The landing's h1; "" = the built text. */
  headline: string;
  /** The line under it, also the page's description; "" = the built text. */
  subheadline: string;
  /** The display currency a new visitor starts in (a child panel: the one chosen on its order form). */
  default_currency: CurrencyCode;
}

export const DEFAULT_BRANDING: Readonly<Branding> = {
  logo_url: "",
  favicon_url: "",
  primary_color: "",
  radius: "",
  headline: "",
  subheadline: "",
  default_currency: DEFAULT_CURRENCY,
};

export const BRANDING_LIMITS = {
  url: 500,
  headline: 120,
  subheadline: 300,
  /** rem */
  radiusMax: 1.5,
} as const;

export const BRANDING_MESSAGES = {
  logoUrl: `The logo must be an http:// or https:// image address of at most ${BRANDING_LIMITS.url} characters.`,
  faviconUrl: `The favicon must be an http:// or https:// image address of at most ${BRANDING_LIMITS.url} characters.`,
  primaryColor: "The primary colour must be a hex colour like #1d4ed8.",
  radius: `The corner radius must be a number of rem from 0 to ${BRANDING_LIMITS.radiusMax}, e.g. 0.5.`,
  headline: `The headline must be text of at most ${BRANDING_LIMITS.headline} characters.`,
  subheadline: `The sub-headline must be text of at most ${BRANDING_LIMITS.subheadline} characters.`,
  defaultCurrency: `The default currency must be one of ${CURRENCY_CODES.join(", ")}.`,
  object:
    "The branding must be an object of logo_url, favicon_url, primary_color, radius, headline, subheadline and default_currency.",
} as const;

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
export const isHexColour = (value: string) => HEX_COLOUR.test(value);

/** What every page of a panel shows of its brand: the settings' name and branding. */
export interface PanelBrand extends Branding {
  name: string;
}

export const DEFAULT_PANEL_NAME = "Premium SMM Services";

export const DEFAULT_PANEL_BRAND: Readonly<PanelBrand> = { name: DEFAULT_PANEL_NAME, ...DEFAULT_BRANDING };

/**
 * The name a panel is shown by: its site name, or until the operator sets one (a production panel starts without),
 * its host name, never a made-up brand.
 */
export function panelNameOr(siteName: string, host: string): string {
  return siteName.trim() || host;
}

/** The brand of a panel's settings, as the server read them (checked: see `checkedBranding`). */
export function panelBrandOf(settings: { site_name: string; branding: Branding }): PanelBrand {
  return { name: settings.site_name, ...DEFAULT_BRANDING, ...settings.branding };
}

/** The built pages are the default brand's: only another brand needs its pages rewritten. */
export function isDefaultBrand(brand: PanelBrand): boolean {
  return (Object.keys(DEFAULT_PANEL_BRAND) as (keyof PanelBrand)[]).every(
    (key) => brand[key] === DEFAULT_PANEL_BRAND[key],
  );
}

const DEFAULT_DESCRIPTION =
  "The cheapest SMM panel in Nigeria: real followers, likes, views and comments for Instagram, YouTube and TikTok, paid in Naira, delivered instantly, with 24/7 support.";
const DEFAULT_SHARE_DESCRIPTION =
  "Real followers, likes, views and comments for Instagram, YouTube and TikTok: the cheapest prices, instant delivery and 24/7 support.";
const DEFAULT_THEME_COLOUR = "#2563eb";

export interface BrandHead {
  title: string;
  description: string;
  shareDescription: string;
  themeColour: string;
  icon: { href: string; type?: string };
}

/** The `<head>` of every page of a panel: the same for the build (default brand), the server and the app. */
export function brandHead(brand: PanelBrand): BrandHead {
  return {
    title: brand.name,
    description: brand.subheadline || DEFAULT_DESCRIPTION,
    shareDescription: brand.subheadline || DEFAULT_SHARE_DESCRIPTION,
    themeColour: brand.primary_color || DEFAULT_THEME_COLOUR,
    icon: brand.favicon_url ? { href: brand.favicon_url } : { href: "/favicon.svg", type: "image/svg+xml" },
  };
}

/** WCAG relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever reads better on `hex`: at least 4.58:1 for any colour, so text on it meets WCAG AA. */
export function readableOn(hex: string): "#000000" | "#ffffff" {
  const light = luminance(hex);
  return (1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? "#ffffff" : "#000000") as "#000000" | "#ffffff";
}

/**
 * The ui package's token variables (packages/ui/src/styles.css, the ones its white-label theme overrides) that the
 * brand sets, light and dark alike; none for the default brand. The sidebar is dark in both modes, so its marks take
 * a lighter mix of the colour.
 */
export function brandTokens(brand: Branding): Record<`--${string}`, string> {
  const tokens: Record<`--${string}`, string> = {};
  const colour = brand.primary_color;
  if (colour) {
    const onSidebar = `color-mix(in oklab, ${colour} 65%, white)`;
    Object.assign(tokens, {
      "--primary": colour,
      "--primary-foreground": readableOn(colour),
      "--ring": colour,
      "--chart-1": colour,
      "--sidebar-primary": onSidebar,
      "--sidebar-ring": onSidebar,
    });
  }
  if (brand.radius) tokens["--radius"] = `${brand.radius}rem`;
  return tokens;
}

/** The light mode's tint of the colour (hover backgrounds, the landing's hero); dark mode keeps its own. */
function lightTokens(brand: Branding): Record<`--${string}`, string> {
  return brand.primary_color ? { "--accent": `color-mix(in oklab, ${brand.primary_color} 8%, white)` } : {};
}

/** The brand's token variables as stylesheet rules over the ui package's `:root`, `.light` and `.dark`. */
export function brandStylesheet(brand: Branding): string {
  const rule = (selector: string, tokens: Record<string, string>) => {
    const declarations = Object.entries(tokens).map(([name, value]) => `${name}:${value}`);
    return declarations.length === 0 ? "" : `${selector}{${declarations.join(";")}}`;
  };
  return rule(":root,.light,.dark", brandTokens(brand)) + rule(":root:not(.dark),.light", lightTokens(brand));
}

/** A mail's From header: the panel's name as the sender's, its address as the operator set it. */
export function mailSender(name: string, address: string): string {
  const quoted = name.replace(/[\\"\r\n]/g, (character) =>
    character === "\\" || character === '"' ? `\\${character}` : " ",
  );
  return `"${quoted}" <${address}>`;
}
