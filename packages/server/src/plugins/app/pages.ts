import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import {
  type BrandHead,
  brandHead,
  brandStylesheet,
  PANEL_BRAND_META,
  PANEL_STOREFRONT_META,
  type PageStorefront,
  type PanelBrand,
} from "@smm/domain";

/** What React Router's build writes for every path it did not prerender (react-router.config.ts in the app). */
export const SPA_FALLBACK = "__spa-fallback.html";

/** A path of plain segments (none starting with a dot): it can name neither another host nor a file outside the build. */
const PLAIN_PATH = /^(?:\/[\w~%-][\w.~%-]*)*$/;

/**
 * The page a request asks for: its path without the query and trailing slashes (`/` for the home page), or
 * undefined for a path that is not plain (then no page of the build can be meant).
 */
export function pathOfPage(url: string): string | undefined {
  const page = (url.split("?")[0] ?? "").replace(/\/+$/, "");
  if (page === "") return "/";
  return PLAIN_PATH.test(page) ? page : undefined;
}

/** The HTML file the build wrote for the page: its prerendered page (`/signup` → signup/index.html) or the SPA fallback. */
export function pageFile(root: string, pagePath: string | undefined): string {
  const prerendered = pagePath === undefined ? undefined : path.join(root, pagePath, "index.html");
  return prerendered && fs.existsSync(prerendered) ? prerendered : path.join(root, SPA_FALLBACK);
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const escapeHtml = (text: string) => text.replace(/[&"<>]/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * The tags that name the panel's own address, which only the server knows (PUBLIC_URL): the page's canonical URL
 * (without its query: sign-up links carry ?ref=) and the share card's address and image (a branded panel's logo, or
 * none: the built share image shows the default brand).
 */
function addressTags(publicUrl: string, pagePath: string, brand?: PanelBrand): string {
  const site = escapeHtml(publicUrl);
  const page = `${site}${escapeHtml(pagePath)}`;
  const address = [`<link rel="canonical" href="${page}">`, `<meta property="og:url" content="${page}">`];
  if (brand) {
    if (!brand.logo_url) return address.join("");
    const logo = escapeHtml(brand.logo_url);
    const alt = `<meta property="og:image:alt" content="${escapeHtml(brand.name)}">`;
    return [
      ...address,
      `<meta property="og:image" content="${logo}">`,
      alt,
      `<meta name="twitter:image" content="${logo}">`,
    ].join("");
  }
  return [
    ...address,
    `<meta property="og:image" content="${site}/og-image.png">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta property="og:image:alt" content="Premium SMM Services: grow on Instagram, YouTube and TikTok">',
    `<meta name="twitter:image" content="${site}/og-image.png">`,
  ].join("");
}

/** The build's brand tags, from its `<title>` to its icon (the app's root Layout, in its order). */
const BUILT_BRAND_TAGS = /<title>[\s\S]*?<link rel="icon"[^>]*>/;

/** The brand tags as the app's root Layout renders them for `head` (so the page hydrates without a mismatch). */
function brandTags(head: BrandHead): string {
  const meta = (key: "name" | "property", name: string, content: string) =>
    `<meta ${key}="${name}" content="${escapeHtml(content)}"/>`;
  const type = head.icon.type ? ` type="${escapeHtml(head.icon.type)}"` : "";
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    meta("name", "theme-color", head.themeColour),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", head.title),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.shareDescription),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.shareDescription),
    `<link rel="icon"${type} href="${escapeHtml(head.icon.href)}"/>`,
  ].join("");
}

/**
 * A page of a panel with its own brand (or storefront): the build's brand tags replaced by the panel's, the brand and
 * the storefront themselves for the app (read before it renders, app/src/lib/brand.ts and lib/storefront.ts) and the
 * ui token variables it sets. Attributes and a stylesheet rule, not a script: the Content-Security-Policy allows
 * inline styles, never inline scripts.
 */
export function brandedHtml(built: string, brand: PanelBrand, storefront?: PageStorefront): string {
  const style = brandStylesheet(brand);
  const extra = [
    `<meta name="${PANEL_BRAND_META}" content="${escapeHtml(JSON.stringify(brand))}"/>`,
    storefront ? `<meta name="${PANEL_STOREFRONT_META}" content="${escapeHtml(JSON.stringify(storefront))}"/>` : "",
    style ? `<style>${style}</style>` : "",
  ].join("");
  // Replacer functions: a replacement string would read `$&`, `$'` in a panel's name as patterns.
  const tags = brandTags(brandHead(brand));
  return built.replace(BUILT_BRAND_TAGS, () => tags).replace("</head>", () => `${extra}</head>`);
}

/**
 * Chrome fetches a `<link rel="modulepreload">` (React Router names every script of the page's routes so) at high
 * priority, beside the stylesheet and the font of the first paint; at low priority the scripts follow them, so the
 * prerendered page paints before they have arrived (the app's README has the measurement).
 */
const lowPriorityPreloads = (html: string) =>
  html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

/** Every inline script of a page (React Router's route manifest and hydration data, React's own). */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;

const scriptHash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

/** `policy` with the hashes added to its script-src: those scripts run, no other inline script does. */
function allowingScripts(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => (directive.trim().startsWith("script-src") ? `${directive} ${hashes.join(" ")}` : directive))
    .join(";");
}

/**
 * A built page as the server sends it: the address tags added, its script preloads at low priority, and the
 * Content-Security-Policy its inline scripts need (the build's pages are fixed, so their scripts are allowed by hash
 * rather than by a per-request nonce). `brand`: the page was rewritten for a branded panel (`brandedHtml`).
 */
export function pageHtml(built: string, publicUrl: string, pagePath = "/", brand?: PanelBrand) {
  const hashes = [...new Set([...built.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1] ?? "")))];
  return {
    html: lowPriorityPreloads(built).replace("</head>", () => `${addressTags(publicUrl, pagePath, brand)}</head>`),
    policy: (base: string) => allowingScripts(base, hashes),
  };
}
