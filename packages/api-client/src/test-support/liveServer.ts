import type { AddressInfo } from "node:net";
import { createTestApp, demoAdmin, demoCustomer } from "@smm/server/testing";
import { createApiClient } from "../client";
import { createSessions } from "../session/sessions";
import { memoryStorages } from "../session/storage";

export { demoAdmin, demoCustomer };

/**
 * The real server, in this process, on its own copy of the server's seeded PGlite template, listening on
 * 127.0.0.1 on a free port: contract tests drive it with the client over real HTTP.
 */
export async function startLiveServer() {
  const testApp = await createTestApp();
  await testApp.app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = testApp.app.server.address() as AddressInfo;
  const baseURL = `http://127.0.0.1:${port}/api`;

  return {
    baseURL,
    database: testApp.database,
    /** A client with its own in-memory sessions, like one browser. */
    client: () => createApiClient({ baseURL, sessions: createSessions(memoryStorages()) }),
    close: () => testApp.close(),
  };
}

export type LiveServer = Awaited<ReturnType<typeof startLiveServer>>;
