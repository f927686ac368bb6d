import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createSessions } from "../session/sessions";
import { memoryStorages } from "../session/storage";
import { fakeFetch } from "../test-support/fakeFetch";
import { ApiError } from "./ApiError";
import { createHttp } from "./createHttp";

const user = {
  id: 1,
  username: "demo",
  email: "d@example.com",
  first_name: "De",
  last_name: "Mo",
  balance: "0.00",
  created_at: "2026-11-22T10:00:00.000Z",
};
const admin = { id: 2, username: "admin", email: "a@example.com" };

function setup(reply?: Parameters<typeof fakeFetch>[0], baseURL?: string) {
  const fake = fakeFetch(reply);
  const sessions = createSessions(memoryStorages());
  const http = createHttp({ baseURL, sessions, fetch: fake.fetch });
  return { fake, sessions, http };
}

describe("base URL", () => {
  it("defaults to /api and accepts a configured one", async () => {
    const plain = setup();
    await plain.http.send({ url: "/categories" }, "x");
    expect(plain.fake.last().href).toBe("/api/categories");

    const empty = setup(undefined, "");
    await empty.http.send({ url: "/categories" }, "x");
    expect(empty.fake.last().href).toBe("/api/categories");

    const configured = setup(undefined, "https://api.example.com/api");
    await configured.http.send({ url: "/categories" }, "x");
    expect(configured.fake.last().href).toBe("https://api.example.com/api/categories");
  });

  it("asks for JSON and sends the query without empty values", async () => {
    const { http, fake } = setup();
    await http.send({ url: "/orders", params: { status: "partial", page: 2, search: undefined, ok: false } }, "x");
    expect(fake.last().headers.get("Accept")).toBe("application/json");
    expect(fake.last().href).toBe("/api/orders?status=partial&page=2&ok=false");
  });
});

describe("bearer token", () => {
  it("customer calls carry the customer's token", async () => {
    const { http, fake, sessions } = setup();
    sessions.customer.save({ token: "cust-token", data: user }, { remember: false });
    sessions.admin.save({ token: "admin-token", data: admin }, { remember: false });
    await http.send({ url: "/user" }, "x");
    expect(fake.last().headers.get("Authorization")).toBe("Bearer cust-token");
  });

  it("admin calls carry the admin's token", async () => {
    const { http, fake, sessions } = setup();
    sessions.customer.save({ token: "cust-token", data: user }, { remember: false });
    sessions.admin.save({ token: "admin-token", data: admin }, { remember: true });
    await http.send({ url: "/admin/stats", authSession: "admin" }, "x");
    expect(fake.last().headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("sign-in calls and signed-out visitors carry none", async () => {
    const { http, fake, sessions } = setup();
    await http.send({ url: "/categories" }, "x");
    expect(fake.last().headers.has("Authorization")).toBe(false);
    sessions.customer.save({ token: "cust-token", data: user }, { remember: false });
    await http.send({ method: "POST", url: "/login", data: {}, authSession: "none" }, "x");
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("reads the token at call time, so a new sign-in takes effect at once", async () => {
    const { http, fake, sessions } = setup();
    sessions.customer.save({ token: "first", data: user }, { remember: false });
    await http.send({ url: "/user" }, "x");
    sessions.customer.save({ token: "second", data: user }, { remember: false });
    await http.send({ url: "/user" }, "x");
    expect(fake.requests.map((request) => request.headers.get("Authorization"))).toEqual([
      "Bearer first",
      "Bearer second",
    ]);
  });
});

describe("onUnauthorized", () => {
  it("is told which session the server rejected", async () => {
    const { http, sessions } = setup(() => ({ status: 401, data: { message: "Unauthenticated." } }));
    const handler = vi.fn();
    http.setOnUnauthorized(handler);
    sessions.customer.save({ token: "expired", data: user }, { remember: false });
    sessions.admin.save({ token: "expired", data: admin }, { remember: false });
    await expect(http.send({ url: "/user" }, "x")).rejects.toMatchObject({ status: 401, message: "Unauthenticated." });
    await expect(http.send({ url: "/admin/stats", authSession: "admin" }, "x")).rejects.toBeInstanceOf(ApiError);
    expect(handler.mock.calls).toEqual([["customer"], ["admin"]]);
  });

  it("is not called for a failed sign-in, a call without a token, or another status", async () => {
    let status = 401;
    const { http, sessions } = setup(() => ({ status, data: {} }));
    const handler = vi.fn();
    http.setOnUnauthorized(handler);
    await expect(http.send({ method: "POST", url: "/login", authSession: "none" }, "x")).rejects.toThrow();
    await expect(http.send({ url: "/user" }, "x")).rejects.toThrow();
    sessions.customer.save({ token: "t", data: user }, { remember: false });
    status = 403;
    await expect(http.send({ url: "/user" }, "x")).rejects.toThrow();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("send", () => {
  it("resolves with the response body", async () => {
    const { http } = setup(() => ({ status: 200, data: { ok: true } }));
    await expect(http.send({ url: "/x" }, "x")).resolves.toEqual({ ok: true });
  });

  it("rejects with an ApiError built with the call's fallback", async () => {
    const { http } = setup(() => ({ status: 500, data: "" }));
    await expect(http.send({ url: "/x" }, "Failed to fetch services")).rejects.toMatchObject({
      name: "ApiError",
      message: "Failed to fetch services",
      status: 500,
    });
  });

  it("rejects a network failure with 'Network error. Please try again.'", async () => {
    const { http } = setup(() => "network-error");
    await expect(http.send({ url: "/x" }, "Login failed")).rejects.toMatchObject({
      message: "Network error. Please try again.",
      status: undefined,
    });
  });

  it("sends the Idempotency-Key of the submission when given one", async () => {
    const { http, fake } = setup();
    await http.send({ method: "POST", url: "/orders", data: {} }, "x", { idempotencyKey: "key-1" });
    expect(fake.last().headers.get("Idempotency-Key")).toBe("key-1");
    await http.send({ method: "POST", url: "/orders", data: {} }, "x");
    expect(fake.last().headers.has("Idempotency-Key")).toBe(false);
  });
});

describe("abort", () => {
  it("cancels a call in flight and marks the error as aborted", async () => {
    const { http } = setup(() => "hang");
    const controller = new AbortController();
    const pending = http.send({ url: "/transactions" }, "Failed to fetch transactions", { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).aborted).toBe(true);
  });

  it("does not send a call whose signal is already aborted", async () => {
    const { http, fake } = setup();
    const controller = new AbortController();
    controller.abort();
    await expect(http.send({ url: "/user" }, "x", { signal: controller.signal })).rejects.toMatchObject({
      aborted: true,
    });
    expect(fake.requests).toHaveLength(0);
  });
});

describe("XSRF cookie and header (the page's own fetch)", () => {
  const cookie = "XSRF-TOKEN=xsrf-value-123; path=/";

  beforeEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the client reads document.cookie
    document.cookie = cookie;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    // biome-ignore lint/suspicious/noDocumentCookie: as above
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
  });

  function fetchSetup() {
    const sessions = createSessions(memoryStorages());
    const http = createHttp({ baseURL: `${window.location.origin}/api`, sessions });
    const seen: Request[] = [];
    const fetchStub = vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
      seen.push(new Request(input, init));
      return new Response(JSON.stringify({ ok: true }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetchStub);
    return { http, fetchStub, seen };
  }

  it("echoes the XSRF-TOKEN cookie as the X-XSRF-TOKEN header", async () => {
    const { http, fetchStub, seen } = fetchSetup();
    await expect(http.send({ method: "POST", url: "/orders", data: { a: 1 } }, "x")).resolves.toEqual({ ok: true });
    expect(fetchStub).toHaveBeenCalledOnce();
    expect(seen[0]?.headers.get("X-XSRF-TOKEN")).toBe("xsrf-value-123");
    expect(seen[0]?.headers.get("Content-Type")).toBe("application/json");
  });

  it("keeps an absolute URL under the configured API, so the token never leaves it", async () => {
    const { http, seen } = fetchSetup();
    await http.send({ url: "https://elsewhere.example/steal" }, "x");
    expect(seen[0]?.url.startsWith(`${window.location.origin}/api/`)).toBe(true);
  });
});
