import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pagePreloads } from "./scripts/pagePreloads.ts";
import { precompressAssets } from "./scripts/precompressAssets.ts";
import { prerenderCustomerShell } from "./scripts/prerenderCustomerShell.ts";
import { prerenderLanding } from "./scripts/prerenderLanding.ts";
import { PAGE_MODULES, PAGE_PRELOAD_MODULES } from "./src/pageModules.ts";

// The server (pnpm --filter @smm/server dev) listens on 3000; the dev server proxies /api to it.
const serverUrl = process.env.SMM_SERVER_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    prerenderLanding(),
    prerenderCustomerShell(Object.keys(PAGE_MODULES)),
    pagePreloads(PAGE_PRELOAD_MODULES),
    precompressAssets(),
  ],
  server: { port: 5173, proxy: { "/api": { target: serverUrl, changeOrigin: false } } },
  build: { outDir: "dist", sourcemap: true },
});
