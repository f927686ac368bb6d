import path from "node:path";
import type { Plugin, Rolldown } from "vite";

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** Read by the server (packages/server/src/plugins/app/spa.ts): page path → the script files to preload. */
export const PAGE_PRELOADS_FILE = "page-preloads.json";

function chunksByModule(bundle: OutputBundle): Map<string, OutputChunk> {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === "chunk" && output.facadeModuleId) chunks.set(output.facadeModuleId, output);
  }
  return chunks;
}

/** A chunk's file and every file it imports statically, directly or not (what the browser fetches to run it). */
function withStaticImports(bundle: OutputBundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const output = bundle[fileName];
  if (output?.type === "chunk") for (const imported of output.imports) withStaticImports(bundle, imported, into);
  return into;
}

/**
 * Writes page-preloads.json: for each page of `pageModules` (URL path → source modules its routes load lazily),
 * the script files those modules need that the entry does not already load (index.html preloads the entry's own).
 * Fails the build when a listed module is not the start of a chunk of its own (a renamed or no longer lazy module).
 */
export function pagePreloads(pageModules: Record<string, readonly string[]>): Plugin {
  let appRoot = "";
  return {
    name: "smm:page-preloads",
    apply: "build",
    configResolved(config) {
      appRoot = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = chunksByModule(bundle);
      const entryFiles = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && output.isEntry) withStaticImports(bundle, output.fileName, entryFiles);
      }
      const preloads: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(pageModules)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.get(path.resolve(appRoot, module));
          if (!chunk) this.error(`${page}: ${module} is not a lazily loaded chunk of the build`);
          withStaticImports(bundle, chunk.fileName, files);
        }
        preloads[page] = [...files].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: "asset", fileName: PAGE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}
