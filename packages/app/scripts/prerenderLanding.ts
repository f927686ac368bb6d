import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin, Rolldown } from "vite";
import { fontPreloads } from "./fontPreloads.ts";
import { withSsrModule } from "./ssrModule.ts";

/** What the server sends for `/` (packages/server/src/plugins/app/spa.ts); index.html stays the empty shell. */
export const LANDING_FILE = "landing.html";
const ROOT_ELEMENT = '<div id="root"></div>';
/** landing.html's only script: loads the app (main.tsx) on the visitor's first interaction. */
const BOOT_ENTRY = "src/boot/landing.ts";
/** The server writes the year it serves the page in here (spa.ts), so the footer is right without any script. */
export const YEAR_PLACEHOLDER = "__CURRENT_YEAR__";
/** The footer's "© <year>" as React renders it (the text parts apart, separated by comments). */
const FOOTER_YEAR = /(<p data-slot="footer-copyright">©\s*(?:<!-- -->)?)\d{4}(?=<!-- -->)/g;
/** index.html's entry script and the preloads of its static imports: the landing page loads neither at first. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** The footer's year left for the server to fill in. */
export function yearLeftToServer(html: string): string {
  const years = html.match(FOOTER_YEAR) ?? [];
  if (years.length !== 1) throw new Error(`Expected one footer year in the prerendered page, found ${years.length}`);
  return html.replace(FOOTER_YEAR, `$1${YEAR_PLACEHOLDER}`);
}

/** index.html's scripts replaced by the boot module and the preloads of what it imports at once. */
export function bootInPlaceOfEntry(shell: string, boot: string, bootImports: string[]): string {
  const entries = shell.match(ENTRY_SCRIPT) ?? [];
  if (entries.length !== 1) throw new Error(`Expected one entry script in index.html, found ${entries.length}`);
  const preloads = bootImports.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join("");
  return shell
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, `<script type="module" crossorigin src="/${boot}"></script>${preloads}`);
}

/** The chunks `fileName` imports statically, directly or through one another. */
function staticImports(bundle: Rolldown.OutputBundle, fileName: string, found = new Set<string>()): string[] {
  const chunk = bundle[fileName];
  if (chunk?.type !== "chunk") return [...found];
  for (const file of chunk.imports) {
    if (found.has(file)) continue;
    found.add(file);
    staticImports(bundle, file, found);
  }
  return [...found];
}

/**
 * After the client build: renders the landing page (src/prerender/landingPage.tsx) through Vite's SSR loader and
 * writes it into a copy of the built index.html (with its fonts preloaded), so `/` paints before any script runs.
 * Its one script is the boot module (src/boot/landing.ts, built as an entry of its own), which loads the app and
 * hydrates the page when the visitor starts to interact.
 */
export function prerenderLanding(): Plugin {
  let appRoot = "";
  let outDir = "";
  let bootReference = "";
  let boot = { file: "", imports: [] as string[] };
  return {
    name: "smm:prerender-landing",
    apply: "build",
    configResolved(config) {
      appRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    buildStart() {
      bootReference = this.emitFile({ type: "chunk", id: path.join(appRoot, BOOT_ENTRY), name: "boot" });
    },
    generateBundle(_options, bundle) {
      const file = this.getFileName(bootReference);
      boot = { file, imports: staticImports(bundle, file) };
    },
    async closeBundle() {
      await withSsrModule<{ renderLandingPage: () => Promise<string> }>(
        appRoot,
        "/src/prerender/landingPage.tsx",
        async ({ renderLandingPage }) => {
          const shell = await readFile(path.join(outDir, "index.html"), "utf8");
          if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
          const page = bootInPlaceOfEntry(shell, boot.file, boot.imports).replace(
            ROOT_ELEMENT,
            `<div id="root">${yearLeftToServer(await renderLandingPage())}</div>`,
          );
          // Preloaded after the stylesheet: the text paints before any script runs, in these fonts.
          await writeFile(
            path.join(outDir, LANDING_FILE),
            page.replace("</head>", `${await fontPreloads(outDir, page)}</head>`),
          );
        },
      );
    },
  };
}
