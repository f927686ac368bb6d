import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMail } from "../../../db/schema";
import { RESET_INVALID_MESSAGE, RESET_REQUESTED_MESSAGE } from "../../../services/password-reset";
import { createTestApp, mailedLink, registerCustomer, type TestApp, tokenOf } from "../../../testing";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("forgot and reset password", () => {
  it("answers the same for unknown emails, mails a single-use link, and signs out every session", async () => {
    const { auth, payload } = await registerCustomer(t.app);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: "nobody@example.com" },
    });
    const known = await t.app.inject({
      method: "POST",
      url: "/api/forgot-password",
      payload: { email: payload.email.toUpperCase() },
    });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });

    // The outbox keeps the mail with the link hidden; the link itself is made when the mail goes out.
    const [mail] = await t.database.db
      .select()
      .from(outboxMail)
      .where(eq(outboxMail.to, payload.email))
      .orderBy(desc(outboxMail.id));
    expect(mail?.body).toContain("open [reset link hidden] within an hour");
    expect(mail?.body).not.toContain("token=");
    const link = await mailedLink(t, payload.email);
    expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
    const token = tokenOf(link);
    const reset = () =>
      t.app.inject({
        method: "POST",
        url: "/api/reset-password",
        payload: { token, password: "Brandnew9", password_confirmation: "Brandnew9" },
      });
    expect((await reset()).statusCode).toBe(200);
    const again = await reset();
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual([RESET_INVALID_MESSAGE]);
    expect((await t.app.inject({ method: "GET", url: "/api/user", headers: auth })).statusCode).toBe(401);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { login: payload.username, password: "Brandnew9" },
    });
    expect(login.statusCode).toBe(200);
  });
});
