import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

/** What the server sends for `/` (packages/server/src/plugins/app/spa.ts); index.html stays the empty shell. */
export const LANDING_FILE = "landing.html";
const ROOT_ELEMENT = '<div id="root"></div>';
/** The font every page's text is set in (Inter, Latin subset). */
const FONT_FILE = /^inter-latin-wght-normal-.*\.woff2$/;

/**
 * The prerendered page paints its text before any script runs, so its font is on the way to the first paint:
 * preload it with the stylesheet. (Not in index.html: there scripts must run before any text, and the font would
 * take their bandwidth.)
 */
async function fontPreload(outDir: string): Promise<string> {
  const font = (await readdir(path.join(outDir, "assets"))).find((file) => FONT_FILE.test(file));
  if (!font) throw new Error("No built Inter (Latin) font file to preload");
  return `<link rel="preload" as="font" type="font/woff2" href="/assets/${font}" crossorigin>`;
}

/**
 * After the client build: renders the landing page (src/prerender/landingPage.tsx) through Vite's SSR loader and
 * writes it into a copy of the built index.html (with its font preloaded), so `/` paints before any script runs
 * and the client hydrates it.
 */
export function prerenderLanding(): Plugin {
  let appRoot = "";
  let outDir = "";
  return {
    name: "smm:prerender-landing",
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
        const { renderLandingPage } = (await server.ssrLoadModule("/src/prerender/landingPage.tsx")) as {
          renderLandingPage: () => Promise<string>;
        };
        const shell = await readFile(path.join(outDir, "index.html"), "utf8");
        if (!shell.includes(ROOT_ELEMENT)) throw new Error(`index.html has no empty ${ROOT_ELEMENT} to fill`);
        const page = shell
          .replace("</head>", `${await fontPreload(outDir)}</head>`)
          .replace(ROOT_ELEMENT, `<div id="root">${await renderLandingPage()}</div>`);
        await writeFile(path.join(outDir, LANDING_FILE), page);
      } finally {
        await server.close();
      }
    },
  };
}
