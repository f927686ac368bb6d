import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Plugin } from "vite";
import { fontPreloads } from "./fontPreloads.ts";
import { withSsrModule } from "./ssrModule.ts";

/** Where a customer page's prerendered HTML goes: prerendered/dashboard.html, prerendered/dashboard/orders.html… */
export const PRERENDERED_DIR = "prerendered";
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Before the page paints: public/customer-gate.js marks a visitor without a stored session (and a dismissed banner),
 * and these rules then hide the prerendered shell (and banner), so a signed-out visitor never sees a customer shell
 * flash before the app sends them to /.
 */
const GATE_STYLE =
  "<style>.no-customer-session #prerendered-shell," +
  ".tiktok-banner-dismissed #prerendered-shell [data-slot=tiktok-banner]{display:none}</style>";
/** index.html's entry script and stylesheet, as Vite writes them. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="[^"]+">/;

/** Vite's preloads of the entry's static imports. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** The inert template of the app's preloads, which the gate turns into links after the first paint. */
const PRELOADS_TEMPLATE_START = '<template id="app-preloads">';
/** The text family as CSS names it, for the gate's document.fonts.load (single quotes: it sits in an attribute). */
const APP_FONT = "1em 'Inter Variable'";
/** Where the server adds the page's own route preloads too (packages/server/src/plugins/app/pagePreloads.ts). */
const PRELOADS_TEMPLATE_END = "</template><!--app-preloads-->";

/**
 * The page's head without the entry script: the gate starts the entry once the shell has painted, and only then
 * turns the preloads (kept inert in a template until then) into links, so no app code is fetched or run before the
 * first paint and nothing competes with the stylesheet for the first paint's bandwidth.
 */
function gateInPlaceOfEntry(shell: string, appText: string): string {
  const entry = shell.match(ENTRY_SCRIPT)?.[1];
  const stylesheet = shell.match(STYLESHEET)?.[0];
  if (!entry || !stylesheet) throw new Error("index.html has no entry script or stylesheet for the customer gate");
  const preloads = [`<link rel="modulepreload" crossorigin href="${entry}">`, ...(shell.match(MODULE_PRELOAD) ?? [])];
  return shell
    .replace(STYLESHEET, "")
    .replace(MODULE_PRELOAD, "")
    .replace(ENTRY_SCRIPT, `${PRELOADS_TEMPLATE_START}${preloads.join("")}${PRELOADS_TEMPLATE_END}`)
    .replace(
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />${stylesheet}<script src="/customer-gate.js" data-app-entry="${entry}" ` +
        `data-app-font="${APP_FONT}" data-app-font-text="${appText}"></script>${GATE_STYLE}`,
    );
}

/**
 * After the client build: renders the customer shell of each page of `pages` (src/prerender/customerShell.tsx)
 * through Vite's SSR loader and writes it, with its gate, into a copy of the built index.html, which the server
 * sends for that page (packages/server/src/plugins/app/spa.ts). The shell paints before any script runs; the app
 * renders into the empty #root beside it and removes it.
 */
export function prerenderCustomerShell(pages: readonly string[]): Plugin {
  let appRoot = "";
  let outDir = "";
  return {
    name: "smm:prerender-customer-shell",
    apply: "build",
    configResolved(config) {
      appRoot = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await withSsrModule<{ renderCustomerShell: (page: string) => string; APP_TEXT_AFTER_SHELL: string }>(
        appRoot,
        "/src/prerender/customerShell.tsx",
        async ({ renderCustomerShell, APP_TEXT_AFTER_SHELL }) => {
          const shell = await readFile(path.join(outDir, "index.html"), "utf8");
          if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
          for (const page of pages) {
            const file = path.join(outDir, PRERENDERED_DIR, `${page}.html`);
            await mkdir(path.dirname(file), { recursive: true });
            const html = gateInPlaceOfEntry(shell, APP_TEXT_AFTER_SHELL).replace(
              ROOT_ELEMENT,
              `${renderCustomerShell(page)}${ROOT_ELEMENT}`,
            );
            // After the gate: its script comes first, then the fonts the shell's text paints in (Latin). The fonts
            // only the app's text needs (the currency picker's ₦ is Latin Extended, 85 kB) the gate loads after the
            // first paint (its data-app-font*): fetched before it, Lighthouse counted them into the LCP (1.8–2.0 s
            // against 1.4 s, interleaved audits).
            await writeFile(file, html.replace(GATE_STYLE, `${GATE_STYLE}${await fontPreloads(outDir, html)}`));
          }
        },
      );
    },
  };
}
