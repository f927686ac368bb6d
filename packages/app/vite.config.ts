import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { createChunkLayers } from "./chunkLayers.ts";

const layer = createChunkLayers();

// The server (pnpm --filter @smm/server dev) listens on 3000; the dev server proxies the API to it (/api/…: the page
// /api, the API's documentation, is the app's).
const serverUrl = process.env.SMM_SERVER_URL ?? "http://localhost:3000";

// The app's own build and dev server only: Vitest and Storybook use the repository's root vite.config.ts.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: { port: 5173, proxy: { "/api/": { target: serverUrl, changeOrigin: false } } },
  build: {
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk (every page runs all three), TanStack Query in one, then one
        // chunk per layer for what several routes share (chunkLayers.ts): fewer files, a smaller route manifest,
        // better compression. The customer API client has a chunk of its own, which the public pages import only
        // when the visitor signs in or their settings are asked for. It comes after the public layer: a group takes
        // the modules its modules import with it, and the client's (the domain's messages and constants, which the
        // sign-in form shows) would otherwise take the client into the landing's first load.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 6,
            },
            { name: "react-query", test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 5 },
            { name: layer("public"), debugName: "public", priority: 4 },
            // The customer API client: its endpoints and transport first, so that the operator's endpoints (the
            // admin area's alone, in a chunk of their own) do not take the ones they share with the customer along,
            // then the modules that import both (the client's factory and index: a chunk of their own, as each group
            // makes its own), whose imports are taken by then.
            {
              name: "api",
              test: /[\\/]packages[\\/]api-client[\\/]src[\\/](?!endpoints[\\/]admin|admin\.ts|client\.ts|index\.ts)/,
              priority: 3.6,
            },
            { name: "admin-api", test: /[\\/]api-client[\\/]src[\\/](admin\.ts|endpoints[\\/]admin)/, priority: 3.5 },
            {
              name: "api-client",
              test: /[\\/]packages[\\/](api-client[\\/]src[\\/](client|index)\.ts|app[\\/]src[\\/]lib[\\/]api\.ts)/,
              priority: 3.4,
            },
            { name: layer("customer"), debugName: "customer", priority: 2 },
            { name: layer("admin"), debugName: "admin", priority: 1 },
          ],
        },
      },
    },
  },
  // The footer's year in the prerendered pages, which the app renders too when it hydrates them (src/lib/useYear.ts).
  define: { "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())) },
});
