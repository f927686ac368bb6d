// Library build: ESM with one output file per source module (so consumers tree-shake per component),
// every dependency external, styles.css copied beside the code.
import { readFileSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const dependencies: string[] = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`));

export default defineConfig({
  plugins: [
    react(),
    {
      name: "copy-styles",
      async writeBundle() {
        await mkdir("dist", { recursive: true });
        await copyFile("src/styles.css", "dist/styles.css");
      },
    },
  ],
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
