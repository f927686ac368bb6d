import type { Config } from "@react-router/dev/config";

/** Pages that are not prerendered: the admin area behind its guard, and the reset pages, which read their token from the address. */
const CLIENT_ONLY = /^\/admin(?:\/(?!login$|forgot-password$)|$)|\/reset-password$/;

/**
 * React Router's framework mode as a single-page app (no server rendering at run time). The build prerenders every
 * other page of src/routes.ts into its own HTML file: the public pages whole, the customer pages as their layout's
 * HydrateFallback (the customer shell), so a new page is prerendered without being listed here. Every other path
 * gets the SPA fallback (`__spa-fallback.html`), which the server sends (packages/server/src/plugins/app/spa.ts).
 */
export default {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: false,
  prerender: ({ getStaticPaths }) => getStaticPaths().filter((path) => !CLIENT_ONLY.test(path)),
} satisfies Config;
