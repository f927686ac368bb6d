import { describe, expect, it } from "vitest";
import { sentBody, testClient } from "../test-support/testClient";
import { TwoFactorRequiredError } from "./adminAuth";

const user = {
  id: 1,
  username: "demo",
  email: "demo@example.com",
  first_name: "Demo",
  last_name: "User",
  balance: "1500.00",
  created_at: "2026-11-22T10:00:00.000Z",
};

describe("login", () => {
  it("POSTs login and password to /login without a token and returns {token, user}", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: { token: "t", user } }));
    sessions.customer.save({ token: "old", data: user }, { remember: false });
    await expect(api.auth.login({ login: "demo", password: "Secret1" })).resolves.toEqual({ token: "t", user });
    expect(fake.last().method).toBe("post");
    expect(fake.last().url).toBe("/login");
    expect(sentBody(fake.last())).toEqual({ login: "demo", password: "Secret1" });
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("asks for a remembered session only when remember me is ticked", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { token: "t", user } }));
    await api.auth.login({ login: "demo", password: "Secret1", remember: true });
    expect(sentBody(fake.last())).toEqual({ login: "demo", password: "Secret1", remember: true });
    await api.auth.login({ login: "demo", password: "Secret1", remember: false });
    expect(sentBody(fake.last())).toEqual({ login: "demo", password: "Secret1" });
  });

  it("fails with the server's message, the joined errors, or 'Login failed'", async () => {
    let body: unknown = { message: "These credentials do not match our records." };
    const { api } = testClient(() => ({ status: 401, data: body }));
    await expect(api.auth.login({ login: "demo", password: "x" })).rejects.toMatchObject({
      message: "These credentials do not match our records.",
      status: 401,
    });
    body = { errors: { login: ["Email or Username is required"], password: ["Password is required"] } };
    await expect(api.auth.login({ login: "", password: "" })).rejects.toMatchObject({
      message: "Email or Username is required, Password is required",
    });
    body = null;
    await expect(api.auth.login({ login: "demo", password: "x" })).rejects.toMatchObject({ message: "Login failed" });
  });

  it("fails with 'Network error. Please try again.' when no response arrives", async () => {
    const { api } = testClient(() => "network-error");
    await expect(api.auth.login({ login: "demo", password: "x" })).rejects.toMatchObject({
      message: "Network error. Please try again.",
    });
  });
});

describe("register", () => {
  const payload = {
    username: "newbie",
    email: "new@example.com",
    first_name: "New",
    last_name: "Bie",
    password: "Secret1",
    password_confirmation: "Secret1",
  };

  it("POSTs the six fields to /register and returns {token, user}", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: { token: "t", user } }));
    await expect(api.auth.register(payload)).resolves.toEqual({ token: "t", user });
    expect(fake.last().url).toBe("/register");
    expect(sentBody(fake.last())).toEqual(payload);
  });

  it("keeps the field errors map for the form and falls back to 'Registration failed'", async () => {
    let body: unknown = { errors: { username: ["The username has already been taken."] } };
    const { api } = testClient(() => ({ status: 422, data: body }));
    const error = await api.auth.register(payload).catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 422,
      message: "The username has already been taken.",
      errors: { username: ["The username has already been taken."] },
    });
    body = {};
    await expect(api.auth.register(payload)).rejects.toMatchObject({ message: "Registration failed" });
  });
});

describe("logout", () => {
  it("POSTs /logout with the customer's token and clears the customer session", async () => {
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: { message: "Logged out successfully" } }));
    sessions.customer.save({ token: "t", data: user }, { remember: true });
    await api.auth.logout();
    expect(fake.last().url).toBe("/logout");
    expect(sentBody(fake.last())).toEqual({});
    expect(fake.last().headers.get("Authorization")).toBe("Bearer t");
    expect(sessions.customer.read()).toBeNull();
  });

  it("clears the session even when the server cannot confirm, and says so", async () => {
    const { api, sessions } = testClient(() => "network-error");
    sessions.customer.save({ token: "t", data: user }, { remember: false });
    await expect(api.auth.logout()).rejects.toMatchObject({ message: "Network error. Please try again." });
    expect(sessions.customer.read()).toBeNull();
  });
});

describe("register with a referral code", () => {
  it("sends the code the sign-up link carried", async () => {
    const { api, fake } = testClient(() => ({ status: 201, data: { token: "t", user } }));
    await api.auth.register({
      username: "newbie",
      email: "new@example.com",
      first_name: "New",
      last_name: "Bie",
      password: "Secret1",
      password_confirmation: "Secret1",
      referral_code: "REF123",
    });
    expect(sentBody(fake.last())).toMatchObject({ referral_code: "REF123" });
  });
});

describe("admin login", () => {
  it("POSTs the trimmed email to /admin/login and returns {token, admin}", async () => {
    const admin = { id: 1, username: "admin", email: "admin@example.com" };
    const { api, fake } = testClient(() => ({ status: 200, data: { token: "a", admin } }));
    await expect(api.admin.auth.login({ email: "  admin@example.com \n", password: " pass " })).resolves.toEqual({
      token: "a",
      admin,
    });
    expect(fake.last().url).toBe("/admin/login");
    expect(sentBody(fake.last())).toEqual({ email: "admin@example.com", password: " pass " });
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("with two-factor sign-in on, the password step rejects with the token the code step takes", async () => {
    const admin = { id: 1, username: "admin", email: "admin@example.com" };
    const { api, fake } = testClient((request) =>
      request.url === "/admin/login"
        ? { status: 200, data: { two_factor_token: "pending" } }
        : { status: 200, data: { token: "a", admin } },
    );
    const refused = await api.admin.auth.login({ email: "admin@example.com", password: "pass" }).catch((e) => e);
    expect(refused).toBeInstanceOf(TwoFactorRequiredError);
    expect(refused.twoFactorToken).toBe("pending");
    await expect(api.admin.auth.loginWithCode({ two_factor_token: "pending", code: "123456" })).resolves.toEqual({
      token: "a",
      admin,
    });
    expect(fake.last().url).toBe("/admin/login/two-factor");
    expect(sentBody(fake.last())).toEqual({ two_factor_token: "pending", code: "123456" });
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("logout POSTs /admin/logout with the admin token and clears the ADMIN keys only", async () => {
    const admin = { id: 1, username: "admin", email: "admin@example.com" };
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: { message: "Logged out successfully" } }));
    sessions.customer.save({ token: "c", data: user }, { remember: true });
    sessions.admin.save({ token: "a", data: admin }, { remember: true });
    await api.admin.auth.logout();
    expect(fake.last().url).toBe("/admin/logout");
    expect(fake.last().headers.get("Authorization")).toBe("Bearer a");
    expect(sessions.admin.read()).toBeNull();
    expect(sessions.customer.token()).toBe("c");
  });

  it("me GETs /admin/me with the admin token", async () => {
    const admin = { id: 1, username: "admin", email: "admin@example.com" };
    const { api, fake, sessions } = testClient(() => ({ status: 200, data: admin }));
    sessions.admin.save({ token: "a", data: admin }, { remember: false });
    await expect(api.admin.auth.me()).resolves.toEqual(admin);
    expect(fake.last().url).toBe("/admin/me");
    expect(fake.last().headers.get("Authorization")).toBe("Bearer a");
  });

  it("fails with the server's message, else 'Login failed'", async () => {
    let body: unknown = { message: "Invalid admin credentials" };
    const { api } = testClient(() => ({ status: 401, data: body }));
    await expect(api.admin.auth.login({ email: "a@b.co", password: "x" })).rejects.toMatchObject({
      message: "Invalid admin credentials",
    });
    body = undefined;
    await expect(api.admin.auth.login({ email: "a@b.co", password: "x" })).rejects.toMatchObject({
      message: "Login failed",
    });
  });
});

describe("password reset", () => {
  it("forgotPassword POSTs the trimmed email without a token", async () => {
    const { api, fake } = testClient(() => ({ status: 200, data: { message: "sent" } }));
    await expect(api.auth.forgotPassword({ email: " demo@example.com " })).resolves.toEqual({ message: "sent" });
    expect(fake.last().url).toBe("/forgot-password");
    expect(sentBody(fake.last())).toEqual({ email: "demo@example.com" });
    expect(fake.last().headers.has("Authorization")).toBe(false);
  });

  it("resetPassword POSTs the token and the new password twice", async () => {
    const { api, fake } = testClient(() => ({ status: 422, data: { errors: { token: ["expired"] } } }));
    const payload = { token: "tok", password: "New12345", password_confirmation: "New12345" };
    await expect(api.auth.resetPassword(payload)).rejects.toMatchObject({
      message: "expired",
      errors: { token: ["expired"] },
    });
    expect(fake.last().url).toBe("/reset-password");
    expect(sentBody(fake.last())).toEqual(payload);
  });
});
