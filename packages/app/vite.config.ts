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
        // React, React DOM and React Router in one chunk (every page runs all three), TanStack Query and the customer
        // API client in one each (every page needs most of them), then one chunk per layer for what several routes
        // share (chunkLayers.ts): fewer files, a smaller route manifest, better compression.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 6,
            },
            {
              name: "api",
              test: /[\\/]packages[\\/](api-client[\\/]src[\\/](?!endpoints[\\/]admin)|app[\\/]src[\\/]lib[\\/]api\.ts)/,
              priority: 5,
            },
            { name: "react-query", test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/, priority: 4 },
            { name: layer("public"), debugName: "public", priority: 3 },
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
