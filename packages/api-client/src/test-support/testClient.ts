import { createApiClient } from "../client";
import { createSessions } from "../session/sessions";
import { memoryStorages } from "../session/storage";
import { fakeFetch } from "./fakeFetch";

/** A client over the in-memory fetch with memory sessions. */
export function testClient(reply?: Parameters<typeof fakeFetch>[0]) {
  const fake = fakeFetch(reply);
  const sessions = createSessions(memoryStorages());
  const api = createApiClient({ sessions, fetch: fake.fetch });
  return { api, fake, sessions };
}

/** The JSON body the client sent. */
export function sentBody(request: { data?: unknown }): unknown {
  return request.data;
}
