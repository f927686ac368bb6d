import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

describe("GET /health against the real server", () => {
  it("reports the server and its database up", async () => {
    await expect(server.client().health.check()).resolves.toEqual({ status: "ok", database: "ok" });
  });
});
