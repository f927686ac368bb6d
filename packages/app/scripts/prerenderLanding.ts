import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import react from "@vitejs/plugin-react";
import { createServer, type Plugin } from "vite";

/** What the server sends for `/` (packages/server/src/plugins/app/spa.ts); index.html stays the empty shell. */
export const LANDING_FILE = "landing.html";
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the client build: renders the landing page (src/prerender/landingPage.tsx) through Vite's SSR loader and
 * writes it into a copy of the built index.html, so `/` paints before any script runs and the client hydrates it.
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
        const page = shell.replace(ROOT_ELEMENT, `<div id="root">${await renderLandingPage()}</div>`);
        await writeFile(path.join(outDir, LANDING_FILE), page);
      } finally {
        await server.close();
      }
    },
  };
}
