import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

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
 * (without its query: sign-up links carry ?ref=) and the share card's address and image.
 */
function addressTags(publicUrl: string, pagePath: string): string {
  const site = escapeHtml(publicUrl);
  const page = `${site}${escapeHtml(pagePath)}`;
  return [
    `<link rel="canonical" href="${page}">`,
    `<meta property="og:url" content="${page}">`,
    `<meta property="og:image" content="${site}/og-image.png">`,
    '<meta property="og:image:width" content="1200">',
    '<meta property="og:image:height" content="630">',
    '<meta property="og:image:alt" content="Premium SMM Services: grow on Instagram, YouTube and TikTok">',
    `<meta name="twitter:image" content="${site}/og-image.png">`,
  ].join("");
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
 * rather than by a per-request nonce).
 */
export function pageHtml(built: string, publicUrl: string, pagePath = "/") {
  const hashes = [...new Set([...built.matchAll(INLINE_SCRIPT)].map((match) => scriptHash(match[1] ?? "")))];
  return {
    html: lowPriorityPreloads(built).replace("</head>", `${addressTags(publicUrl, pagePath)}</head>`),
    policy: (base: string) => allowingScripts(base, hashes),
  };
}
