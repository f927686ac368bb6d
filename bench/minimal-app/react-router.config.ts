import type { Config } from "@react-router/dev/config";
import appConfig from "../../packages/app/react-router.config.ts";

/**
 * packages/app's framework settings, read from its config so the two cannot drift apart: the document rendered by
 * the server, the whole route manifest in the first load, the same future flags. Only the folders are this app's
 * (serve.ts compresses the files itself, so the app's build-end step is not taken).
 */
const config: Config = {
  appDirectory: "app",
  buildDirectory: "dist",
  ssr: appConfig.ssr,
  routeDiscovery: appConfig.routeDiscovery,
  future: appConfig.future,
};

export default config;
