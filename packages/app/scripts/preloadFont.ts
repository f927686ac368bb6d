import type { Plugin } from "vite";

/**
 * Preloads the one font file every page paints its text with (Inter, Latin subset) from index.html, so it arrives
 * with the stylesheet instead of after it: text paints once in its own face, with no swap that reflows it.
 */
export function preloadFont(fileNamePrefix = "assets/inter-latin-wght-normal-"): Plugin {
  return {
    name: "smm:preload-font",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const font = Object.keys(bundle ?? {}).find(
          (fileName) => fileName.startsWith(fileNamePrefix) && fileName.endsWith(".woff2"),
        );
        if (!font) throw new Error(`No built font ${fileNamePrefix}*.woff2 to preload`);
        return [
          {
            tag: "link",
            attrs: { rel: "preload", as: "font", type: "font/woff2", href: `/${font}`, crossorigin: "" },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
