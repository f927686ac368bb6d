import { readFile } from "node:fs/promises";
import path from "node:path";

/** The family every page's text is set in (@fontsource-variable/inter, one file per Unicode subset). */
const TEXT_FAMILY = "Inter Variable";
const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const STYLESHEET_HREF = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/** One `unicode-range` entry ("U+20A0-20AB", "U+20B4", "U+1F??") as the code points it covers. */
function parseRange(entry: string): [number, number] {
  const [from = "", to] = entry.trim().replace(/^U\+/i, "").split("-");
  if (to !== undefined) return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  return [Number.parseInt(from.replaceAll("?", "0"), 16), Number.parseInt(from.replaceAll("?", "F"), 16)];
}

/** The text a page shows before any script runs: its markup without tags, scripts, styles and templates. */
function visibleText(html: string): string {
  return html.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "").replace(/<[^>]*>/g, "");
}

/**
 * The text family's font files (URLs) that `html`'s text needs, from the built stylesheet's @font-face rules: the
 * browser downloads a file only when the page holds a character of its `unicode-range` (Latin for every page,
 * Latin Extended where a page shows the Naira sign). `html` may be plain text too.
 */
export function textFontFiles(css: string, html: string): string[] {
  const codePoints = [...new Set(visibleText(html))].map((character) => character.codePointAt(0) ?? 0);
  const files: string[] = [];
  for (const [, rule = ""] of css.matchAll(FONT_FACE)) {
    const family = rule.match(/font-family:\s*["']?([^;"']+)/)?.[1]?.trim();
    if (family !== TEXT_FAMILY) continue;
    const url = rule.match(/url\(\s*["']?([^)"']+)/)?.[1];
    const ranges = (rule.match(/unicode-range:([^;]+)/)?.[1] ?? "U+0-10FFFF").split(",").map(parseRange);
    const needed = codePoints.some((point) => ranges.some(([from, to]) => point >= from && point <= to));
    if (url && needed) files.push(url);
  }
  return files;
}

/**
 * Preload links for the fonts of a prerendered page (built into `outDir`): its text paints before any script runs,
 * so its fonts are on the way to the first paint, fetched beside the stylesheet instead of after it.
 */
export async function fontPreloads(outDir: string, html: string): Promise<string> {
  const stylesheet = html.match(STYLESHEET_HREF)?.[1];
  if (!stylesheet) throw new Error("The page has no stylesheet to find its fonts in");
  const css = await readFile(path.join(outDir, stylesheet), "utf8");
  const files = textFontFiles(css, html);
  if (files.length === 0) throw new Error(`No ${TEXT_FAMILY} font file for the page's text in ${stylesheet}`);
  return files.map((file) => `<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin>`).join("");
}
