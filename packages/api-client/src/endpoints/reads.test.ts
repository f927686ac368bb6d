import { describe, expect, it } from "vitest";
import { testClient } from "../test-support/testClient";

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
    expect(fake.last().params).toEqual({ category_id: 3 });
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
  });

  it("falls back to 'Failed to fetch transactions'", async () => {
    const { api } = testClient(() => ({ status: 500, data: {} }));
    await expect(api.funds.transactions()).rejects.toMatchObject({ message: "Failed to fetch transactions" });
  });
});
