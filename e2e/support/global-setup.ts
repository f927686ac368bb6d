/**
 * Starts the built server once per run (see server.ts) and stops it afterwards. Workers find the port in E2E_PORT
 * and the server's log in E2E_SERVER_LOG: Playwright hands the environment set here to every worker.
 */
import { startBuiltServer } from "./server.ts";

export default async function globalSetup() {
  const server = await startBuiltServer();
  process.env.E2E_PORT = String(server.port);
  process.env.E2E_SERVER_LOG = server.logFile;
  return server.stop;
}
