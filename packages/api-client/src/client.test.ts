import { beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client";
import { fakeFetch } from "./test-support/fakeFetch";

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("createApiClient", () => {
  it("reads the browser's storage by default: a remembered sign-in is sent as the bearer token", async () => {
    const fake = fakeFetch();
    localStorage.setItem("authToken", "remembered-token");
    localStorage.setItem("userData", JSON.stringify({ id: 1, username: "demo" }));
    const api = createApiClient({ fetch: fake.fetch });
    await api.user.get();
    expect(fake.last().headers.get("Authorization")).toBe("Bearer remembered-token");
    expect(fake.last().href).toBe("/api/user");
  });

  it("takes onUnauthorized at creation and lets the app replace it later", async () => {
    const fake = fakeFetch(() => ({ status: 401, data: { message: "Unauthenticated." } }));
    const first = vi.fn();
    const second = vi.fn();
    sessionStorage.setItem("adminToken", "expired");
    sessionStorage.setItem("adminData", JSON.stringify({ id: 1, username: "admin", email: "a@example.com" }));
    const api = createApiClient({
      baseURL: "https://api.example.com/api",
      fetch: fake.fetch,
      onUnauthorized: first,
    });
    await expect(api.admin.auth.me()).rejects.toMatchObject({ status: 401 });
    api.setOnUnauthorized(second);
    await expect(api.admin.auth.me()).rejects.toMatchObject({ status: 401 });
    expect(first.mock.calls).toEqual([["admin"]]);
    expect(second.mock.calls).toEqual([["admin"]]);
    expect(fake.last().href).toBe("https://api.example.com/api/admin/me");
  });
});
