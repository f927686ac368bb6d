import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ApiClient } from "../client";
import { ApiError } from "../http/ApiError";
import { demoCustomer, type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

beforeEach(async () => {
  api = server.client();
  const { token, user } = await api.auth.login({ login: demoCustomer.username, password: demoCustomer.password });
  api.sessions.customer.save({ token, data: user }, { remember: false });
});

describe("catalogue", () => {
  it("GET /categories answers categories with id and category_title", async () => {
    const categories = await api.catalogue.categories();
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(category).toEqual(expect.objectContaining({ id: expect.any(Number), category_title: expect.any(String) }));
    }
    expect(categories.map((category) => category.category_title).join(" ")).toMatch(/TikTok Followers/);
  });

  it("GET /services?category_id= answers that category's services with exact prices and bounds", async () => {
    const [first] = await api.catalogue.categories();
    if (!first) throw new Error("the demo data has no category");
    const services = await api.catalogue.services(first.id);
    expect(services.length).toBeGreaterThan(0);
    for (const service of services) {
      expect(service.category_id).toBe(first.id);
      expect(service.service_title).toEqual(expect.any(String));
      expect(service.price).toMatch(/^\d+(\.\d+)?$/);
      expect(service.min_amount).toBeLessThanOrEqual(service.max_amount);
    }
  });

  it("a call aborted in flight rejects as aborted and leaves the client usable", async () => {
    const controller = new AbortController();
    const pending = api.catalogue.catalogue({ signal: controller.signal });
    controller.abort();
    const error = await pending.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).aborted).toBe(true);
    expect((error as ApiError).status).toBeUndefined();
    await expect(api.catalogue.categories()).resolves.not.toHaveLength(0);
  });

  it("a bad category id is a 422 with a message", async () => {
    const error = await api.catalogue.services(0).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
  });

  it("GET /catalogue answers the platforms ('all' first) and every service", async () => {
    const { platforms, services } = await api.catalogue.catalogue();
    expect(platforms[0]?.id).toBe("all");
    expect(platforms.map((platform) => platform.id)).toEqual(
      expect.arrayContaining(["instagram", "youtube", "tiktok"]),
    );
    expect(services.length).toBeGreaterThanOrEqual(50);
    expect(services[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), isNew: expect.any(Boolean) }),
    );
  });
});

describe("account", () => {
  it("GET /transactions answers a bare array of {id, date, method, amount}", async () => {
    const transactions = await api.funds.transactions();
    expect(Array.isArray(transactions)).toBe(true);
    expect(transactions.length).toBeGreaterThan(0);
    for (const transaction of transactions) {
      expect(transaction).toEqual(
        expect.objectContaining({ id: expect.any(Number), date: expect.any(String), method: expect.any(String) }),
      );
      expect(transaction.amount).toMatch(/^-?\d+\.\d{2}$/);
    }
    expect(await api.funds.transactions({ limit: 1 })).toHaveLength(1);
  });

  it("GET /dashboard answers the stat cards", async () => {
    const stats = await api.user.dashboard();
    expect(stats.username).toBe(demoCustomer.username);
    expect(stats.balance).toMatch(/^\d+\.\d{2}$/);
    expect(stats.totalOrders).toBeGreaterThan(0);
  });

  it("PUT /user changes the names and the stored user follows", async () => {
    const user = await api.user.updateProfile({ first_name: "Adaeze", last_name: "Obi" });
    expect(user.first_name).toBe("Adaeze");
    expect(api.sessions.customer.read()?.data.first_name).toBe("Adaeze");
    await expect(api.user.get()).resolves.toMatchObject({ first_name: "Adaeze" });
  });

  it("PUT /user refuses a too-short name with the field error", async () => {
    const error = (await api.user
      .updateProfile({ first_name: "A", last_name: "Obi" })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.fieldError("first_name")).toBe("First name must be at least 2 characters");
  });

  it("PUT /user/password refuses a wrong current password, then changes it and signs other sessions out", async () => {
    const wrong = (await api.user
      .changePassword({ current_password: "Nope1234", password: "Changed123", password_confirmation: "Changed123" })
      .catch((e: unknown) => e)) as ApiError;
    expect(wrong.status).toBe(422);
    expect(wrong.errors.current_password).toHaveLength(1);

    const other = server.client();
    const second = await other.auth.login({ login: demoCustomer.username, password: demoCustomer.password });
    other.sessions.customer.save({ token: second.token, data: second.user }, { remember: false });

    await api.user.changePassword({
      current_password: demoCustomer.password,
      password: "Changed123",
      password_confirmation: "Changed123",
    });
    await expect(api.user.get()).resolves.toMatchObject({ username: demoCustomer.username });
    await expect(other.user.get()).rejects.toMatchObject({ status: 401 });

    // Put it back so the other tests of this file still sign in with the demo password.
    await api.user.changePassword({
      current_password: "Changed123",
      password: demoCustomer.password,
      password_confirmation: demoCustomer.password,
    });
  });
});
