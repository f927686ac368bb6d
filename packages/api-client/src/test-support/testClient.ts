import { createApiClient } from "../client";
import { createSessions } from "../session/sessions";
import { memoryStorages } from "../session/storage";
import { fakeAdapter } from "./fakeAdapter";

/** A client over the in-memory adapter with memory sessions. */
export function testClient(reply?: Parameters<typeof fakeAdapter>[0]) {
  const fake = fakeAdapter(reply);
  const sessions = createSessions(memoryStorages());
  const api = createApiClient({ sessions, adapter: fake.adapter });
  return { api, fake, sessions };
}

/** The JSON body axios sent. */
export function sentBody(config: { data?: unknown }): unknown {
  return typeof config.data === "string" ? JSON.parse(config.data) : config.data;
}
