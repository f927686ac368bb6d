// Library build: ESM with one output file per source module (so consumers tree-shake per component), every
// dependency and peer left as an import. Then styles.css compiled by Tailwind (tokens, every utility the components
// use, the fonts as files beside it), so a consuming app needs no Tailwind of its own. The stylesheet is a second,
// non-library build because library mode would inline every font subset into the CSS as base64.
import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { build, defineConfig } from "vite";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const dependencies: string[] = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

async function buildStylesheet(): Promise<void> {
  await build({
    configFile: false,
    base: "./", // font URLs relative to the stylesheet, wherever the consumer serves it
    logLevel: "warn",
    plugins: [tailwindcss()],
    build: {
      outDir: "dist",
      emptyOutDir: false,
      rolldownOptions: {
        input: { styles: "src/styles.css" },
        output: {
          assetFileNames: ({ names }) => (names[0]?.endsWith(".css") ? "[name][extname]" : "fonts/[name][extname]"),
        },
      },
    },
  });
}

export default defineConfig({
  plugins: [react(), { name: "build-stylesheet", apply: "build", closeBundle: buildStylesheet }],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: "src/index.ts", formats: ["es"] },
    rolldownOptions: {
      external: isExternal,
      output: { preserveModules: true, preserveModulesRoot: "src", entryFileNames: "[name].js" },
    },
  },
});
