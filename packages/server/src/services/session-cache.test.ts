import { describe, expect, it } from "vitest";
import { type LiveSession, SessionCache } from "./session-cache";

const NOW = new Date("2026-01-01T12:00:00Z");
const session = (id: number, userId: number | null, expiresAt = new Date(NOW.getTime() + 60_000)): LiveSession => ({
  id,
  userId,
  adminId: userId === null ? 1 : null,
  expiresAt,
});

function listening(): SessionCache {
  const cache = new SessionCache();
  cache.ready();
  return cache;
}

describe("SessionCache", () => {
  it("holds nothing before it listens and after its listener is lost", () => {
    const cache = new SessionCache();
    cache.remember("a", session(1, 1), cache.snapshot());
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.ready();
    cache.remember("a", session(1, 1), cache.snapshot());
    expect(cache.get("a", NOW)?.id).toBe(1);
    cache.lost();
    expect(cache.get("a", NOW)).toBeUndefined();
    cache.remember("a", session(1, 1), cache.snapshot());
    expect(cache.get("a", NOW)).toBeUndefined();
  });

  it("honours expiry on every read", () => {
    const cache = listening();
    cache.remember("a", session(1, 1, new Date(NOW.getTime() + 1000)), cache.snapshot());
    expect(cache.get("a", NOW)?.id).toBe(1);
    expect(cache.get("a", new Date(NOW.getTime() + 1000))).toBeUndefined();
  });

  it("never stores a look-up that started before a change was heard", () => {
    const cache = listening();
    const readAt = cache.snapshot();
    cache.notify("session:a");
    cache.remember("a", session(1, 1), readAt);
    expect(cache.get("a", NOW)).toBeUndefined();
  });

  it("drops one session by token hash, every session of a suspended customer, everything on an unknown payload", () => {
    const cache = listening();
    for (const [hash, entry] of [
      ["a", session(1, 7)],
      ["b", session(2, 7)],
      ["c", session(3, 8)],
      ["d", session(4, null)],
    ] as const) {
      cache.remember(hash, entry, cache.snapshot());
    }
    cache.notify("session:c");
    expect(cache.get("c", NOW)).toBeUndefined();
    expect(cache.get("a", NOW)?.id).toBe(1);
    cache.notify("user:7");
    expect(cache.get("a", NOW)).toBeUndefined();
    expect(cache.get("b", NOW)).toBeUndefined();
    expect(cache.get("d", NOW)?.id).toBe(4);
    cache.notify("something-else");
    expect(cache.get("d", NOW)).toBeUndefined();
  });
});
