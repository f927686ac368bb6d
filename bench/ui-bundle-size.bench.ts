/**
 * Gzip size of a consumer bundle that imports only Button from @smm/ui, and of one that imports the whole
 * kit, minified and tree-shaken by esbuild, React and React DOM excluded (a child panel has them anyway).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import type { Benchmark } from "./types.ts";

const uiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../packages/ui");
const external = ["react", "react-dom", "react/jsx-runtime", "react-dom/client"];

async function gzipKilobytes(entry: string): Promise<number> {
  const result = await build({
    stdin: { contents: entry, resolveDir: uiDir, loader: "tsx" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    external,
    loader: { ".css": "empty" },
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return Number((gzipSync(code).length / 1024).toFixed(2));
}

const benchmark: Benchmark = {
  name: "ui-bundle-size",
  description: "Consumer bundle gzip size: Button alone vs the whole @smm/ui kit (React excluded)",
  async run() {
    // Measure the package as a consumer gets it: the built dist, not the workspace sources.
    execFileSync("pnpm", ["--filter", "@smm/ui", "build"], { stdio: "ignore" });
    const button = await gzipKilobytes(`import { Button } from "./dist/index.js"; console.log(Button);`);
    const kit = await gzipKilobytes(`import * as ui from "./dist/index.js"; console.log(ui);`);
    // cn() (clsx + tailwind-merge) is paid once by any consumer of any component; shown to explain the total.
    const classMerge = await gzipKilobytes(`import { cn } from "./dist/index.js"; console.log(cn);`);
    return {
      metrics: {
        button_gzip_kB: button,
        whole_kit_gzip_kB: kit,
        class_merge_runtime_gzip_kB: classMerge,
        button_beyond_class_merge_gzip_kB: Number((button - classMerge).toFixed(2)),
        ratio_button_to_kit: Number((button / kit).toFixed(3)),
      },
      goals: [{ text: `Button alone ≤ 5 kB gzip (is ${button} kB)`, met: button <= 5 }],
    };
  },
};

export default benchmark;
