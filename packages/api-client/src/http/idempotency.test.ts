import { afterEach, describe, expect, it, vi } from "vitest";
import { newIdempotencyKey } from "./idempotency";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("newIdempotencyKey", () => {
  it("makes a fresh UUID v4 per submission", () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it("uses crypto.randomUUID when the page has it", () => {
    const spy = vi.spyOn(crypto, "randomUUID").mockReturnValue("00000000-0000-4000-8000-000000000000");
    expect(newIdempotencyKey()).toBe("00000000-0000-4000-8000-000000000000");
    expect(spy).toHaveBeenCalledOnce();
  });

  it("builds a UUID v4 from getRandomValues on pages that are not a secure context", () => {
    vi.stubGlobal("crypto", { getRandomValues: (bytes: Uint8Array) => bytes.fill(0xff) });
    try {
      expect(newIdempotencyKey()).toBe("ffffffff-ffff-4fff-bfff-ffffffffffff");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
