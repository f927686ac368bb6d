import type { Admin, User } from "@smm/domain";
import { beforeEach, describe, expect, it } from "vitest";
import { ADMIN_SESSION_KEYS, CUSTOMER_SESSION_KEYS, createSessions } from "./sessions";

const user: User = {
  id: 1,
  username: "demo",
  email: "demo@example.com",
  first_name: "Demo",
  last_name: "User",
  balance: "1500.00",
  created_at: "2026-11-22T10:00:00.000Z",
};
const admin: Admin = { id: 1, username: "admin", email: "admin@example.com" };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("customer session", () => {
  it("uses the authToken and userData keys", () => {
    expect(CUSTOMER_SESSION_KEYS).toEqual({ token: "authToken", data: "userData" });
  });

  it("with remember me, lives in localStorage (survives a browser restart)", () => {
    const { customer } = createSessions();
    customer.save({ token: "t1", data: user }, { remember: true });
    expect(localStorage.getItem("authToken")).toBe("t1");
    expect(JSON.parse(localStorage.getItem("userData") ?? "null")).toEqual(user);
    expect(sessionStorage.length).toBe(0);
    expect(customer.read()).toEqual({ token: "t1", data: user });
  });

  it("without remember me, lives in sessionStorage (ends with the browser)", () => {
    const { customer } = createSessions();
    customer.save({ token: "t2", data: user }, { remember: false });
    expect(sessionStorage.getItem("authToken")).toBe("t2");
    expect(localStorage.length).toBe(0);
    expect(customer.token()).toBe("t2");
  });

  it("a new sign-in replaces the copy in the other storage", () => {
    const { customer } = createSessions();
    customer.save({ token: "old", data: user }, { remember: true });
    customer.save({ token: "new", data: user }, { remember: false });
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(customer.token()).toBe("new");
  });

  it("reads a session another tab or an earlier visit stored in either storage", () => {
    localStorage.setItem("authToken", "remembered");
    localStorage.setItem("userData", JSON.stringify(user));
    expect(createSessions().customer.read()).toEqual({ token: "remembered", data: user });
  });

  it("is absent unless both the token and parsable user data are stored", () => {
    const { customer } = createSessions();
    expect(customer.read()).toBeNull();
    sessionStorage.setItem("authToken", "t");
    expect(customer.read()).toBeNull();
    sessionStorage.setItem("userData", "{not json");
    expect(customer.read()).toBeNull();
    expect(customer.token()).toBeNull();
  });

  it("updates the user where the session lives", () => {
    const { customer } = createSessions();
    customer.save({ token: "t", data: user }, { remember: true });
    customer.updateData({ ...user, first_name: "Changed" });
    expect(customer.read()?.data.first_name).toBe("Changed");
    expect(sessionStorage.length).toBe(0);
  });

  it("clear removes both keys from both storages and leaves the admin session alone", () => {
    const sessions = createSessions();
    sessions.customer.save({ token: "t", data: user }, { remember: true });
    sessions.admin.save({ token: "a", data: admin }, { remember: true });
    sessionStorage.setItem("authToken", "stale");
    sessions.customer.clear();
    expect(localStorage.getItem("authToken")).toBeNull();
    expect(localStorage.getItem("userData")).toBeNull();
    expect(sessionStorage.getItem("authToken")).toBeNull();
    expect(sessions.admin.read()).toEqual({ token: "a", data: admin });
  });
});

describe("admin session", () => {
  it("uses the adminToken and adminData keys", () => {
    expect(ADMIN_SESSION_KEYS).toEqual({ token: "adminToken", data: "adminData" });
    const { admin: slot } = createSessions();
    slot.save({ token: "a1", data: admin }, { remember: false });
    expect(sessionStorage.getItem("adminToken")).toBe("a1");
    expect(JSON.parse(sessionStorage.getItem("adminData") ?? "null")).toEqual(admin);
  });

  it("admin logout clears the admin keys, not the customer's", () => {
    const sessions = createSessions();
    sessions.customer.save({ token: "c", data: user }, { remember: true });
    sessions.admin.save({ token: "a", data: admin }, { remember: true });
    sessions.admin.clear();
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(localStorage.getItem("adminData")).toBeNull();
    expect(localStorage.getItem("authToken")).toBe("c");
    expect(localStorage.getItem("userData")).not.toBeNull();
  });
});
