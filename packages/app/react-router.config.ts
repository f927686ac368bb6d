import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressAssets } from "./scripts/precompressAssets.ts";

/**
 * Not prerendered: the admin area behind its guard, the reset pages (their token is in the address), and the legal
 * pages (each panel's own text, or not found: the build has none).
 */
const CLIENT_ONLY = /^\/admin(?:\/(?!login$|forgot-password$)|$)|\/reset-password$|^\/(?:terms|privacy|refunds)$/;

/**
 * React Router's framework mode as a single-page app (no server rendering at run time). The build prerenders every
 * other page of src/routes.ts into its own HTML file: the public pages whole, the customer pages as their layout's
 * HydrateFallback (the customer shell), so a new page is prerendered without being listed here. Every other path
 * gets the SPA fallback (`__spa-fallback.html`), which the server sends (packages/server/src/plugins/app/spa.ts).
 */
const config: Config = {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: false,
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => !CLIENT_ONLY.test(path)),
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
