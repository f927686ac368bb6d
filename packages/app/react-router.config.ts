import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./scripts/precompressAssets.ts";

/**
 * React Router's framework mode with the document rendered by the server at run time (`ssr`): the server
 * (packages/server/src/plugins/app/spa.ts) mounts the build's request handler and gives every request the panel its
 * host names, so each panel's pages arrive with its own brand. The public pages render whole; the customer and admin
 * pages keep their client loaders (the session lives in the browser's storage) and render their HydrateFallback.
 * The route manifest stays whole in the first load (`routeDiscovery: initial`): no manifest requests while browsing.
 */
const config: Config = {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: true,
  routeDiscovery: { mode: "initial" },
  // Once React Router has written every file (its route manifest comes last): the .br/.gz copies the server sends.
  buildEnd: ({ reactRouterConfig }) => precompressAssets(path.join(reactRouterConfig.buildDirectory, "client/assets")),
  // v8's behaviour now. Splitting a route module (its clientLoader and HydrateFallback into files of their own) stays
  // off: /dashboard asked for 91 scripts instead of 86, for the same bytes.
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: false,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
};

export default config;
