import { LOGIN_MESSAGES, REGISTER_MESSAGES } from "@smm/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  demoAdmin,
  demoCustomer,
  newCustomerPayload,
  registerCustomer,
  type TestApp,
} from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: "POST",
    url,
    payload: payload as object,
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe("POST /api/login", () => {
  it("signs in by username and by email (any case) and answers {token, user}", async () => {
    for (const login of [demoCustomer.username, demoCustomer.email.toUpperCase()]) {
      const res = await post("/api/login", { login, password: demoCustomer.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(body.user).toMatchObject({ username: "demo", email: demoCustomer.email });
      expect(body.user).not.toHaveProperty("password_hash");
      expect(body.user).not.toHaveProperty("passwordHash");
    }
  });

  it("matches a sign-in name with an @ against e-mails only: someone's e-mail as a username cannot lock them out", async () => {
    // A squatter whose username is the victim's e-mail (a row from before usernames were refused an @), signed up first.
    const squatter = await registerCustomer(t.app);
    const victimEmail = `victim${Date.now()}@example.com`;
    await t.database.db.execute(sql`update users set username = ${victimEmail} where id = ${squatter.user.id}`);
    const victim = await registerCustomer(t.app, { email: victimEmail });
    const res = await post("/api/login", { login: victimEmail, password: victim.payload.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: victim.user.id, email: victimEmail });
  });

  it("refuses a username that is not letters, digits and _ (an e-mail, a space)", async () => {
    for (const username of ["someone@example.com", "user name!"]) {
      const res = await post("/api/register", newCustomerPayload({ username }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ username: [REGISTER_MESSAGES.usernamePattern] });
    }
  });

  it("answers the same 401 for a wrong password and an unknown account", async () => {
    const wrong = await post("/api/login", { login: "demo", password: "Wrong1234" }, {}, "10.0.0.1");
    const unknown = await post("/api/login", { login: "nobody-here", password: "Wrong1234" }, {}, "10.0.0.1");
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: LOGIN_MESSAGES.passwordPattern });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it("validates with the spec's messages", async () => {
    const res = await post("/api/login", {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: LOGIN_MESSAGES.loginRequired,
      errors: { login: [LOGIN_MESSAGES.loginRequired], password: [LOGIN_MESSAGES.passwordRequired] },
    });
    const short = await post("/api/login", { login: "ab", password: "weak" });
    expect(short.json().errors).toEqual({
      login: [LOGIN_MESSAGES.loginMin],
      password: [LOGIN_MESSAGES.passwordPattern],
    });
  });

  it("slows down guessing from one address without locking the owner out elsewhere", async () => {
    const { payload } = await registerCustomer(t.app);
    for (let i = 0; i < 5; i += 1) {
      const res = await post("/api/login", { login: payload.username, password: "Guess1234" }, {}, "10.9.9.9");
      expect(res.statusCode).toBe(401);
    }
    const blocked = await post("/api/login", { login: payload.username, password: payload.password }, {}, "10.9.9.9");
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many login attempts\. Please try again in \d+ minutes?\.$/);
    const owner = await post("/api/login", { login: payload.username, password: payload.password }, {}, "10.1.1.1");
    expect(owner.statusCode).toBe(200);
  });

  it("counts the username and the email of one account against one budget", async () => {
    const { payload } = await registerCustomer(t.app);
    const aliases = [payload.username, payload.email, payload.username.toUpperCase(), payload.email, payload.username];
    for (const login of aliases) {
      const res = await post("/api/login", { login, password: "Guess1234" }, {}, "10.7.7.7");
      expect(res.statusCode).toBe(401);
    }
    const sixth = await post("/api/login", { login: payload.email, password: payload.password }, {}, "10.7.7.7");
    expect(sixth.statusCode).toBe(429);
  });

  it("throttles guesses with a rotating X-Forwarded-For: without TRUST_PROXY the header names nobody", async () => {
    const { payload } = await registerCustomer(t.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const res = await post(
        "/api/login",
        { login: payload.username, password: "Guess1234" },
        { "x-forwarded-for": `198.51.100.${attempt + 1}` },
        "127.0.0.1", // even from this machine, where a proxy would be
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it("counts failures per address over all accounts (one password sprayed at many)", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt += 1) {
      const res = await post("/api/login", { login: `sprayed${attempt}`, password: "Summer2024" }, {}, "10.6.6.6");
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429]);
  });
});

describe("TRUST_PROXY", () => {
  it("believes X-Forwarded-For only from the proxy it names", async () => {
    const behindProxy = await createTestApp({ trustProxy: "127.0.0.1" });
    try {
      const { payload } = await registerCustomer(behindProxy.app);
      const guess = (client: string, remoteAddress: string) =>
        behindProxy.app.inject({
          method: "POST",
          url: "/api/login",
          payload: { login: payload.username, password: "Guess1234" },
          headers: { "x-forwarded-for": client },
          remoteAddress,
        });
      for (let attempt = 0; attempt < 5; attempt += 1)
        expect((await guess("203.0.113.9", "127.0.0.1")).statusCode).toBe(401);
      expect((await guess("203.0.113.9", "127.0.0.1")).statusCode).toBe(429);
      // Another client behind the same proxy has its own budget.
      expect((await guess("203.0.113.10", "127.0.0.1")).statusCode).toBe(401);
      // The header from anyone else is ignored: that sender is judged by its own address.
      expect((await guess("203.0.113.11", "192.0.2.50")).statusCode).toBe(401);
    } finally {
      await behindProxy.close();
    }
  });
});

describe("POST /api/register", () => {
  it("creates a customer and answers {token, user} with a zero balance, ignoring fields it does not own", async () => {
    const payload = newCustomerPayload({ balance: "99999", role: "admin", id: 1 });
    const res = await post("/api/register", payload);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({ username: payload.username, balance: "0.00", first_name: "Test" });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.json().username).toBe(payload.username);
  });

  it("refuses taken usernames and emails (case-insensitive) with 422 and field errors", async () => {
    const res = await post("/api/register", newCustomerPayload({ username: "DEMO", email: "Demo@Example.com" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      username: ["The username has already been taken."],
      email: ["The email has already been taken."],
    });
  });

  it("validates with the domain's messages", async () => {
    const res = await post(
      "/api/register",
      newCustomerPayload({ email: "nope", password: "alllower1", password_confirmation: "other", first_name: "" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: [REGISTER_MESSAGES.emailInvalid],
      first_name: [REGISTER_MESSAGES.firstNameRequired],
      password: [REGISTER_MESSAGES.passwordPattern],
      password_confirmation: [REGISTER_MESSAGES.confirmMismatch],
    });
  });
});

describe("sessions", () => {
  it("GET /api/user needs a valid bearer token", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/user" })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "GET", url: "/api/user", headers: { authorization: "Bearer nope" } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: "Unauthenticated." });
  });

  it("logout revokes the token on the server", async () => {
    const { auth } = await registerCustomer(t.app);
    const out = await t.app.inject({ method: "POST", url: "/api/logout", headers: auth });
    expect(out.json()).toEqual({ message: "Logged out successfully" });
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).statusCode).toBe(401);
  });

  it("a password change keeps this session and revokes the others", async () => {
    const { auth, payload } = await registerCustomer(t.app);
    const other = (await post("/api/login", { login: payload.username, password: payload.password })).json();
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user/password",
      headers: auth,
      payload: { current_password: payload.password, password: "NewSecret9", password_confirmation: "NewSecret9" },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).statusCode).toBe(200);
    const stale = await t.app.inject({
      method: "GET",
      url: "/api/user",
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stale.statusCode).toBe(401);
    const relogin = await post("/api/login", { login: payload.username, password: "NewSecret9" });
    expect(relogin.statusCode).toBe(200);
  });

  it("a wrong current password changes nothing", async () => {
    const { auth } = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user/password",
      headers: auth,
      payload: { current_password: "Wrong1234", password: "NewSecret9", password_confirmation: "NewSecret9" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ["The current password is incorrect."] });
  });

  it("profile update changes names only", async () => {
    const { auth, payload } = await registerCustomer(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/user",
      headers: auth,
      payload: { first_name: "Ngozi", last_name: "Eze", balance: "5000", username: "hijack" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: "Ngozi",
      last_name: "Eze",
      balance: "0.00",
      username: payload.username,
    });
  });
});

describe("XSRF cookie and header", () => {
  it("sets the XSRF-TOKEN cookie and accepts the matching header; refuses a mismatch", async () => {
    const first = await t.app.inject({ method: "GET", url: "/api/csrf-cookie" });
    const cookie = first.cookies.find((c) => c.name === "XSRF-TOKEN");
    expect(cookie?.value).toBeTruthy();
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/login",
      cookies: { "XSRF-TOKEN": cookie?.value ?? "" },
      headers: { "x-xsrf-token": cookie?.value ?? "" },
      payload: { login: demoCustomer.username, password: demoCustomer.password },
    });
    expect(ok.statusCode).toBe(200);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/login",
      cookies: { "XSRF-TOKEN": cookie?.value ?? "" },
      headers: { "x-xsrf-token": "forged" },
      payload: { login: demoCustomer.username, password: demoCustomer.password },
    });
    expect(forged.statusCode).toBe(419);
    expect(forged.json()).toEqual({ message: "CSRF token mismatch." });
  });
});

describe("POST /api/admin/login", () => {
  it("trims the email and answers {token, admin}; a customer token is not an admin's", async () => {
    const res = await post("/api/admin/login", { email: `  ${demoAdmin.email} `, password: demoAdmin.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().admin).toEqual({
      id: expect.any(Number),
      username: "admin",
      email: demoAdmin.email,
      role: "owner",
    });
    const me = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(me.json().username).toBe("admin");
    const customer = (
      await post("/api/login", { login: demoCustomer.username, password: demoCustomer.password })
    ).json();
    const denied = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(denied.statusCode).toBe(403);
  });

  it("answers 401 with the same message for a wrong password or an unknown name, 422 for a malformed email", async () => {
    const wrong = await post("/api/admin/login", { email: demoAdmin.email, password: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: "Incorrect login details" });
    const unknown = await post("/api/admin/login", { email: "not-an-operator", password: "x" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: "Incorrect login details" });
    const invalid = await post("/api/admin/login", { email: "not@an-email", password: "x" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email).toEqual(["Email must be a valid email"]);
  });
});

describe("client addresses", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY, so the sign-up limit cannot be dodged", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const res = await post(
        "/api/register",
        {},
        { "x-forwarded-for": `198.51.100.${attempt + 1}` },
        "203.0.113.77", // a remote client, not a proxy on this machine
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
