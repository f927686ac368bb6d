// Library build for use outside the workspace (@smm/ui's published build imports it): one ES module, the
// dependencies left as imports. Inside the workspace every package reads src/ directly.
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));
const dependencies = Object.keys(pkg.dependencies ?? {});

export default defineConfig({
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    lib: { entry: "src/index.ts", formats: ["es"], fileName: "index" },
    rolldownOptions: { external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)) },
  },
});
