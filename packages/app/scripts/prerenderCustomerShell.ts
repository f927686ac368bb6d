import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

/** Where a customer page's prerendered HTML goes: prerendered/dashboard.html, prerendered/dashboard/orders.html… */
export const PRERENDERED_DIR = "prerendered";
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Before the page paints: public/customer-gate.js marks a visitor without a stored session (and a dismissed banner),
 * and these rules then hide the prerendered shell (and banner), so a signed-out visitor never sees a customer shell
 * flash before the app sends them to /.
 */
const GATE =
  '<script src="/customer-gate.js"></script><style>.no-customer-session #prerendered-shell,' +
  ".tiktok-banner-dismissed #prerendered-shell [data-slot=tiktok-banner]{display:none}</style>";

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
      const server = await createServer({
        root: appRoot,
        configFile: false,
        logLevel: "error",
        plugins: [react()],
        appType: "custom",
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderCustomerShell } = (await server.ssrLoadModule("/src/prerender/customerShell.tsx")) as {
          renderCustomerShell: (page: string) => string;
        };
        const shell = await readFile(path.join(outDir, "index.html"), "utf8");
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
        for (const page of pages) {
          const file = path.join(outDir, PRERENDERED_DIR, `${page}.html`);
          await mkdir(path.dirname(file), { recursive: true });
          const html = shell
            .replace("</head>", `${GATE}</head>`)
            .replace(ROOT_ELEMENT, `${renderCustomerShell(page)}${ROOT_ELEMENT}`);
          await writeFile(file, html);
        }
      } finally {
        await server.close();
      }
    },
  };
}
