import { REGISTER_MESSAGES, STAFF_FORBIDDEN_MESSAGE, type StaffRole } from "@smm/domain";
import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { systemLog } from "../../../../db/schema";
import { STAFF_REMOVED_MESSAGE } from "../../../../services/auth";
import { adminSuite, inviteStaff, registeredRoutes } from "../test-helpers";

const t = adminSuite();

const call = async (headers: Record<string, string>, method: string, url: string, payload?: object) =>
  t.app.inject({ method: method as "GET", url, headers, ...(payload ? { payload } : {}) });

let invited = 0;
/** The owner invites a staff member with `role`; they set their password from the mailed link and sign in. */
async function staffMember(role: Exclude<StaffRole, "owner">) {
  invited += 1;
  return inviteStaff(t, role, `${role}${invited}`);
}

/** Every /api/admin route that needs a session, from Fastify's own route table. */
function adminRoutes() {
  return registeredRoutes(t.app).filter(
    ({ url }) =>
      url.startsWith("/api/admin/") &&
      !/^\/api\/admin\/(login|login\/two-factor|forgot-password|reset-password)$/.test(url),
  );
}

const FINANCE_ROUTES = [
  "GET /api/admin/dashboard",
  "GET /api/admin/deposits",
  "POST /api/admin/users/:id/funds",
  "GET /api/admin/users/:id/ledger",
  "PUT /api/admin/users/:id/discount",
  "GET /api/admin/settings",
];

describe("staff accounts", () => {
  it("makes the panel's first operator the owner", async () => {
    expect((await call(t.admin, "GET", "/api/admin/me")).json()).toMatchObject({ role: "owner" });
    expect((await call(t.admin, "GET", "/api/admin/staff")).json().data[0]).toMatchObject({ role: "owner" });
  });

  it("invites by a mail naming the panel, whose link opens the page as an invitation (#36)", async () => {
    const member = await staffMember("support");
    const { site_name } = (await call(t.admin, "GET", "/api/admin/settings")).json();
    const mail = t.mails.find(({ to }) => to === member.email);
    expect(mail?.subject).toBe(`You are invited to ${site_name}'s admin area`);
    expect(mail?.text).toContain(`You are invited to ${site_name}'s admin area as Support agent.`);
    expect(mail?.text).toMatch(/\/admin\/reset-password\?token=[\w-]+&invite=1\b/);
  });

  it("gives a support agent tickets and orders, and 403 on every other route (finance among them)", async () => {
    const agent = await staffMember("support");
    expect((await call(agent.headers, "GET", "/api/admin/me")).json()).toMatchObject({ role: "support" });
    expect((await call(agent.headers, "GET", "/api/admin/orders")).statusCode).toBe(200);
    expect((await call(agent.headers, "GET", "/api/admin/tickets")).statusCode).toBe(200);
    // Besides their own account, every role reads what the admin shell shows around each screen (#36).
    const shellRead = ({ method, url }: { method: string; url: string }) =>
      method === "GET" && /^\/api\/admin\/(system-status|panel-standing)$/.test(url);
    const denied = adminRoutes().filter(
      (route) =>
        !shellRead(route) &&
        !/^\/api\/admin\/(orders|requests|tickets|me|logout|password|sessions|two-factor)\b/.test(route.url),
    );
    expect(denied.map(({ method, url }) => `${method} ${url}`)).toEqual(expect.arrayContaining(FINANCE_ROUTES));
    for (const { method, url } of denied) {
      const answer = await call(agent.headers, method, url.replace(/:\w+/g, "1"), method === "GET" ? undefined : {});
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
      expect(answer.json()).toEqual({ message: STAFF_FORBIDDEN_MESSAGE });
    }
  });

  it("lets finance read every figure but change nothing", async () => {
    const finance = await staffMember("finance");
    expect((await call(finance.headers, "GET", "/api/admin/dashboard")).statusCode).toBe(200);
    expect((await call(finance.headers, "GET", "/api/admin/deposits")).statusCode).toBe(200);
    const writes = adminRoutes().filter(
      ({ method, url }) => method !== "GET" && !/^\/api\/admin\/(logout|password|sessions|two-factor)\b/.test(url),
    );
    for (const { method, url } of writes) {
      const answer = await call(finance.headers, method, url.replace(/:\w+/g, "1"), {});
      expect(answer.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("audits each staff member's actions under their own name", async () => {
    const admin = await staffMember("admin");
    const customer = (await call(t.admin, "GET", "/api/admin/users?search=demo")).json().data[0];
    const discount = await call(admin.headers, "PUT", `/api/admin/users/${customer.id}/discount`, {
      discount_percent: "5",
    });
    expect(discount.statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(systemLog)
      .where(and(eq(systemLog.action, "user.discount"), eq(systemLog.target, `user:${customer.id}`)))
      .orderBy(desc(systemLog.id))
      .limit(1);
    expect(entry?.actor).toBe(`admin:${admin.id} ${admin.email}`);
    // An administrator is not the owner: the staff accounts stay closed to them.
    expect((await call(admin.headers, "GET", "/api/admin/staff")).statusCode).toBe(403);
  });

  it("changes a role, and a removed member is signed out and cannot sign in again", async () => {
    const member = await staffMember("finance");
    const changed = await call(t.admin, "PATCH", `/api/admin/staff/${member.id}`, { role: "support" });
    expect(changed.json()).toMatchObject({ role: "support" });
    expect((await call(member.headers, "GET", "/api/admin/dashboard")).statusCode).toBe(403);
    expect((await call(member.headers, "GET", "/api/admin/orders")).statusCode).toBe(200);
    const removed = await call(t.admin, "DELETE", `/api/admin/staff/${member.id}`);
    expect(removed.json()).toMatchObject({ disabled: true });
    expect((await call(member.headers, "GET", "/api/admin/orders")).statusCode).toBe(401);
    const again = await call({}, "POST", "/api/admin/login", { email: member.email, password: "Staff-pass-123" });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(STAFF_REMOVED_MESSAGE);
  });

  it("refuses bad invitations and never changes the owner", async () => {
    const bad = await call(t.admin, "POST", "/api/admin/staff", { username: "x", email: "nope", role: "owner" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "role", "username"]);
    const taken = await call(t.admin, "POST", "/api/admin/staff", {
      username: "again",
      email: "ADMIN@example.com",
      role: "admin",
    });
    expect(taken.json().errors.email).toEqual(["An operator with this email already exists."]);
    const mailLike = await call(t.admin, "POST", "/api/admin/staff", {
      username: "owner@example.com",
      email: "someone@example.com",
      role: "support",
    });
    expect(mailLike.json().errors).toEqual({ username: [REGISTER_MESSAGES.usernamePattern] });
    const owner = (await call(t.admin, "GET", "/api/admin/me")).json();
    expect((await call(t.admin, "DELETE", `/api/admin/staff/${owner.id}`)).statusCode).toBe(403);
    expect((await call(t.admin, "PATCH", `/api/admin/staff/${owner.id}`, { role: "support" })).statusCode).toBe(403);
    expect((await call(t.admin, "DELETE", "/api/admin/staff/abc")).statusCode).toBe(422);
  });
});
