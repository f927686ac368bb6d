import { describe, expect, it } from "vitest";
import { sentBody, testClient } from "../test-support/testClient";

const user = {
  id: 1,
  username: "demo",
  email: "demo@example.com",
  first_name: "Demo",
  last_name: "User",
  balance: "1500.00",
  created_at: "2026-11-22T10:00:00.000Z",
};

describe("GET /user", () => {
  it("sends the customer's bearer token and returns the user", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: user }));
    sessions.customer.save({ token: "tok", data: user }, { remember: true });
    await expect(api.user.get()).resolves.toEqual(user);
    expect(fake.last().url).toBe("/user");
    expect(fake.last().headers.get("Authorization")).toBe("Bearer tok");
  });

  it("falls back to 'Failed to fetch user info'", async () => {
    const { api } = testClient(() => ({ status: 500 }));
    await expect(api.user.get()).rejects.toMatchObject({ message: "Failed to fetch user info" });
  });
});

describe("GET /categories and /services", () => {
  it("unwraps the categories' data array", async () => {
    const data = [{ id: 1, category_title: "Instagram Followers" }];
    const { api, fake } = testClient(() => ({ status: 200, data: { data } }));
    await expect(api.catalogue.categories()).resolves.toEqual(data);
    expect(fake.last().url).toBe("/categories");
  });

  it("asks for one category's services with category_id and unwraps them", async () => {
    const data = [
      { id: 7, category_id: 3, service_title: "Followers", price: "0.50", min_amount: 10, max_amount: 1000 },
    ];
    const { api, fake } = testClient(() => ({ status: 200, data: { data } }));
    await expect(api.catalogue.services(3)).resolves.toEqual(data);
    expect(fake.last().url).toBe("/services");
    expect(fake.last().params).toEqual({ category_id: "3" });
  });

  it("asks for every service when no category is given", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { data: [] } }));
    await api.catalogue.services();
    expect(fake.last().params).toEqual({});
  });

  it("GETs the public catalogue", async () => {
    const body = { platforms: [{ id: "all", name: "All", icon: "all" }], services: [] };
    const { api, fake } = testClient(() => ({ status: 200, data: body }));
    await expect(api.catalogue.catalogue()).resolves.toEqual(body);
    expect(fake.last().url).toBe("/catalogue");
  });

  it("fall back to 'Failed to fetch categories' and 'Failed to fetch services'", async () => {
    const { api } = testClient(() => ({ status: 503 }));
    await expect(api.catalogue.categories()).rejects.toMatchObject({ message: "Failed to fetch categories" });
    await expect(api.catalogue.services(1)).rejects.toMatchObject({ message: "Failed to fetch services" });
  });
});

describe("GET /transactions", () => {
  it("returns the bare array", async () => {
    const data = [{ id: 1, date: "2026-11-22T10:00:00.000Z", method: "card", amount: "500.00" }];
    const { api, fake } = testClient(() => ({ status: 200, data }));
    await expect(api.funds.transactions()).resolves.toEqual(data);
    expect(fake.last().url).toBe("/transactions");
    expect(fake.last().params).toEqual({});
    await api.funds.transactions({ limit: 5 });
    expect(fake.last().params).toEqual({ limit: "5" });
  });

  it("falls back to 'Failed to fetch transactions'", async () => {
    const { api } = testClient(() => ({ status: 500, data: {} }));
    await expect(api.funds.transactions()).rejects.toMatchObject({ message: "Failed to fetch transactions" });
  });
});

describe("account", () => {
  it("updateProfile PUTs the names to /user and refreshes the stored user", async () => {
    const updated = { ...user, first_name: "Ada", last_name: "Obi" };
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: updated }));
    sessions.customer.save({ token: "tok", data: user }, { remember: false });
    await expect(api.user.updateProfile({ first_name: "Ada", last_name: "Obi" })).resolves.toEqual(updated);
    expect(fake.last().method).toBe("put");
    expect(fake.last().url).toBe("/user");
    expect(sentBody(fake.last())).toEqual({ first_name: "Ada", last_name: "Obi" });
    expect(sessions.customer.read()?.data).toEqual(updated);
  });

  it("changePassword PUTs the three fields to /user/password", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { message: "ok" } }));
    const payload = { current_password: "Old1234", password: "New1234", password_confirmation: "New1234" };
    await api.user.changePassword(payload);
    expect(fake.last().url).toBe("/user/password");
    expect(sentBody(fake.last())).toEqual(payload);
  });

  it("dashboard GETs the stat cards, with its own fallback", async () => {
    const stats = { username: "demo", balance: "10.00", totalOrders: 2, totalSpent: "5.00" };
    let reply: { status: number; data?: unknown } = { status: 200, data: stats };
    const { api, fake } = testClient(() => reply);
    await expect(api.user.dashboard()).resolves.toEqual(stats);
    expect(fake.last().url).toBe("/dashboard");
    reply = { status: 500 };
    await expect(api.user.dashboard()).rejects.toMatchObject({ message: "Failed to fetch dashboard stats" });
  });
});
