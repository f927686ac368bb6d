import { LOGIN_MESSAGES } from "@smm/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "../http/ApiError";
import { demoAdmin, demoCustomer, type LiveServer, startLiveServer } from "../test-support/liveServer";

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server?.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("customer sign-in", () => {
  it("logs the demo customer in, and the token then reads GET /user", async () => {
    const api = server.client();
    const { token, user } = await api.auth.login({ login: demoCustomer.username, password: demoCustomer.password });
    expect(token).toMatch(/\S{20,}/);
    expect(user).toMatchObject({ username: demoCustomer.username, email: demoCustomer.email });
    expect(user.balance).toMatch(/^\d+\.\d{2}$/);
    api.sessions.customer.save({ token, data: user }, { remember: true });
    await expect(api.user.get()).resolves.toMatchObject({ id: user.id, username: demoCustomer.username });
  });

  it("accepts the email as the login too", async () => {
    const { user } = await server.client().auth.login({ login: demoCustomer.email, password: demoCustomer.password });
    expect(user.username).toBe(demoCustomer.username);
  });

  it("fails a wrong password with the server's message and 401, without calling onUnauthorized", async () => {
    const api = server.client();
    let told = 0;
    api.setOnUnauthorized(() => {
      told += 1;
    });
    const error = await failure(api.auth.login({ login: demoCustomer.username, password: "Wrong1234" }));
    expect(error.status).toBe(401);
    expect(error.message).toBe(LOGIN_MESSAGES.passwordPattern);
    expect(told).toBe(0);
  });

  it("answers an unknown account exactly like a wrong password", async () => {
    const error = await failure(server.client().auth.login({ login: "nobody-here", password: "Wrong1234" }));
    expect(error.status).toBe(401);
    expect(error.message).toBe(LOGIN_MESSAGES.passwordPattern);
  });

  it("fails an empty form with 422 and the field errors map", async () => {
    const error = await failure(server.client().auth.login({ login: "", password: "" }));
    expect(error.status).toBe(422);
    expect(error.errors.login).toContain(LOGIN_MESSAGES.loginRequired);
    expect(error.errors.password).toContain(LOGIN_MESSAGES.passwordRequired);
    expect(error.message).toBe(LOGIN_MESSAGES.loginRequired);
  });
});

describe("registration", () => {
  const fresh = {
    username: "contract_user",
    email: "contract_user@example.com",
    first_name: "Con",
    last_name: "Tract",
    password: "Secret123",
    password_confirmation: "Secret123",
  };

  it("creates an account and answers {token, user}", async () => {
    const api = server.client();
    const { token, user } = await api.auth.register(fresh);
    expect(token).toMatch(/\S{20,}/);
    expect(user).toMatchObject({ username: fresh.username, email: fresh.email, first_name: "Con", last_name: "Tract" });
    expect(user.balance).toBe("0.00");
  });

  it("maps every invalid field to its spec message", async () => {
    const error = await failure(
      server.client().auth.register({
        username: "ab",
        email: "not-an-email",
        first_name: "",
        last_name: "X",
        password: "lowercase",
        password_confirmation: "different",
      }),
    );
    expect(error.status).toBe(422);
    expect(error.errors).toMatchObject({
      username: ["Username must be at least 3 characters"],
      email: ["Email must be a valid email"],
      first_name: expect.arrayContaining(["First name is required"]),
      last_name: ["Last name must be at least 2 characters"],
      password: ["Password must have at least one lowercase, one uppercase, and one number"],
      password_confirmation: ["Passwords must match"],
    });
    expect(error.message).not.toBe("Registration failed");
  });

  it("refuses a taken username and email with field errors", async () => {
    const error = await failure(
      server.client().auth.register({ ...fresh, username: demoCustomer.username, email: demoCustomer.email }),
    );
    expect(error.status).toBe(422);
    expect(Object.keys(error.errors).sort()).toEqual(["email", "username"]);
  });
});

describe("sessions on the server", () => {
  it("logout revokes the token: the next call is 401 and onUnauthorized hears of it", async () => {
    const api = server.client();
    const { token, user } = await api.auth.login({ login: demoCustomer.username, password: demoCustomer.password });
    api.sessions.customer.save({ token, data: user }, { remember: false });
    await api.auth.logout();
    expect(api.sessions.customer.read()).toBeNull();

    const told: string[] = [];
    api.setOnUnauthorized((kind) => told.push(kind));
    api.sessions.customer.save({ token, data: user }, { remember: false });
    const error = await failure(api.user.get());
    expect(error.status).toBe(401);
    expect(error.message).toBe("Unauthenticated.");
    expect(told).toEqual(["customer"]);
  });

  it("GET /user without a token is 401 with a message", async () => {
    const error = await failure(server.client().user.get());
    expect(error.status).toBe(401);
    expect(error.message).not.toBe("Failed to fetch user info");
  });
});

describe("admin sign-in", () => {
  it("logs the demo admin in with a padded email and reads /admin/me", async () => {
    const api = server.client();
    const { token, admin } = await api.admin.auth.login({
      email: `  ${demoAdmin.email}  `,
      password: demoAdmin.password,
    });
    expect(admin).toMatchObject({ username: demoAdmin.username, email: demoAdmin.email });
    api.sessions.admin.save({ token, data: admin }, { remember: false });
    await expect(api.admin.auth.me()).resolves.toEqual(admin);
  });

  it("fails wrong credentials with the server's message and 401", async () => {
    const error = await failure(server.client().admin.auth.login({ email: demoAdmin.email, password: "Wrong1234" }));
    expect(error.status).toBe(401);
    expect(error.message.length).toBeGreaterThan(0);
    expect(error.message).not.toBe("Login failed");
  });

  it("a customer token is not an admin token", async () => {
    const api = server.client();
    const { token, user } = await api.auth.login({ login: demoCustomer.username, password: demoCustomer.password });
    api.sessions.customer.save({ token, data: user }, { remember: false });
    api.sessions.admin.save({ token, data: { id: 1, username: "x", email: "x@example.com" } }, { remember: false });
    expect((await failure(api.admin.auth.me())).status).toBe(403);
  });

  it("admin logout revokes the admin token and clears only the admin keys", async () => {
    const api = server.client();
    const customer = await api.auth.login({ login: demoCustomer.username, password: demoCustomer.password });
    api.sessions.customer.save({ token: customer.token, data: customer.user }, { remember: true });
    const { token, admin } = await api.admin.auth.login({ email: demoAdmin.email, password: demoAdmin.password });
    api.sessions.admin.save({ token, data: admin }, { remember: true });
    await api.admin.auth.logout();
    expect(api.sessions.admin.read()).toBeNull();
    expect(api.sessions.customer.token()).toBe(customer.token);
    api.sessions.admin.save({ token, data: admin }, { remember: true });
    expect((await failure(api.admin.auth.me())).status).toBe(401);
  });
});

describe("password reset", () => {
  it("answers a known and an unknown email with the same message", async () => {
    const api = server.client();
    const known = await api.auth.forgotPassword({ email: demoCustomer.email });
    const unknown = await api.auth.forgotPassword({ email: "nobody@example.com" });
    expect(known.message.length).toBeGreaterThan(0);
    expect(unknown).toEqual(known);
  });

  it("refuses an invalid email and an unknown token with field errors", async () => {
    const api = server.client();
    const badEmail = await failure(api.auth.forgotPassword({ email: "not-an-email" }));
    expect(badEmail.fieldError("email")).toBe("Email must be a valid email");
    const badToken = await failure(
      api.auth.resetPassword({ token: "not-a-real-token", password: "Secret123", password_confirmation: "Secret123" }),
    );
    expect(badToken.status).toBe(422);
    expect(badToken.errors.token).toHaveLength(1);
  });
});
