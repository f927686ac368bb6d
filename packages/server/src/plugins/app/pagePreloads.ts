import fs from "node:fs";
import path from "node:path";

/** Written by the app's build (packages/app/scripts/pagePreloads.ts): page path → its lazily loaded script files. */
const PAGE_PRELOADS_FILE = "page-preloads.json";

type PagePreloads = Record<string, string[]>;

/** Where the app's build writes the pages it prerenders with their shell (packages/app/scripts/prerenderCustomerShell.ts). */
const PRERENDERED_DIR = "prerendered";
/** A page path that can name a file: lower-case words and dashes between slashes, nothing else (no dots). */
const PAGE_NAME = /^(?:\/[a-z0-9-]+)+$/;

/** /dashboard/ and /dashboard are the same page. */
const pageOf = (pagePath: string) => (pagePath.length > 1 ? pagePath.replace(/\/+$/, "") : pagePath);

/** The HTML the build prerendered for the page at `pagePath` (its shell painted before any script), if any. */
export function prerenderedPageFile(appDist: string, pagePath: string): string | undefined {
  const page = pageOf(pagePath);
  if (!PAGE_NAME.test(page)) return undefined;
  const file = path.join(appDist, PRERENDERED_DIR, `${page}.html`);
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Where the page's preload tags go: into the prerendered customer page's inert `<template id="app-preloads">`,
 * which its gate turns into live links after the first paint (so they do not compete with it), else the head.
 */
export const PRELOADS_END = /<\/template><!--app-preloads-->|<\/head>/;

/** Only same-site script paths go into the page, whatever the file says. */
const SCRIPT_PATH = /^\/assets\/[\w.-]+\.js$/;

/**
 * The `<link rel="modulepreload">` tags for the page at `pagePath` (without its query), so the browser fetches the
 * page's route code while it fetches the entry, instead of after the entry has run. Read per request, like the
 * shell, so a rebuilt app is served without a restart. Nothing when the build wrote no list or lists no such page.
 */
export function modulePreloadTags(appDist: string, pagePath: string): string {
  const file = path.join(appDist, PAGE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return "";
  const preloads = JSON.parse(fs.readFileSync(file, "utf8")) as PagePreloads;
  const page = pageOf(pagePath);
  const scripts = Object.hasOwn(preloads, page) ? (preloads[page] ?? []) : [];
  return scripts
    .filter((script) => SCRIPT_PATH.test(script))
    .map((script) => `<link rel="modulepreload" crossorigin href="${script}">`)
    .join("");
}
