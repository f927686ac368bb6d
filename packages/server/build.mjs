// Bundles src/main.ts into dist/main.js for Node 20: the @smm/* workspace sources are compiled in,
// every package from node_modules stays an import resolved at run time.
import { build } from "esbuild";

const keepNodeModulesExternal = {
  name: "external-node-modules",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@smm/")) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  logLevel: "warning",
  plugins: [keepNodeModulesExternal],
});
