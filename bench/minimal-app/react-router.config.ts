import type { Config } from "@react-router/dev/config";

/**
 * packages/app's framework settings (react-router.config.ts): the document rendered by the server, the whole route
 * manifest in the first load, the same future flags.
 */
const config: Config = {
  appDirectory: "app",
  buildDirectory: "dist",
  ssr: true,
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_splitRouteModules: false,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
};

export default config;
