import react from "@vitejs/plugin-react";
import { createServer } from "vite";

/**
 * Loads `modulePath` (a file of the app, such as a prerender entry) through a throwaway Vite SSR server rooted at
 * `appRoot`, hands it to `use`, and closes the server afterwards, whatever `use` does.
 */
export async function withSsrModule<Module>(
  appRoot: string,
  modulePath: string,
  use: (module: Module) => Promise<void>,
): Promise<void> {
  const server = await createServer({
    root: appRoot,
    configFile: false,
    logLevel: "error",
    plugins: [react()],
    appType: "custom",
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    await use((await server.ssrLoadModule(modulePath)) as Module);
  } finally {
    await server.close();
  }
}
