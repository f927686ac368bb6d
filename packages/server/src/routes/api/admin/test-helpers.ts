import type { InvitableStaffRole } from "@smm/domain";
import { afterAll, beforeAll, expect } from "vitest";
import type { App } from "../../../app";
import type { ServerConfig } from "../../../config";
import { createTestApp, demoAdmin, mailedLink, type TestApp, tokenOf } from "../../../testing";

/** Signs the demo operator in; the headers carry their bearer token. */
export async function adminAuth(app: App, password = demoAdmin.password): Promise<{ authorization: string }> {
  const res = await app.inject({
    method: "POST",
    url: "/api/admin/login",
    payload: { email: demoAdmin.email, password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

/**
 * Every route of the app as method + full path, read from Fastify's own route table: printRoutes draws a
 * tree ("├── /api/admin/users (GET, HEAD)" then "│   └── /:id (GET)"), each level indented by 4 characters,
 * so a line's path is its parent's path plus its own segment. A route added later is covered automatically.
 */
export function registeredRoutes(app: App): Array<{ method: string; url: string }> {
  const routes: Array<{ method: string; url: string }> = [];
  const parents: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^(.*?)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match?.[2]) continue;
    const depth = Math.floor((match[1] ?? "").length / 4);
    const url = (parents[depth - 1] ?? "") + match[2];
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of match[3]?.split(", ") ?? []) {
      if (method !== "HEAD") routes.push({ method, url });
    }
  }
  return routes;
}

/**
 * One test app per file with the demo operator signed in: `suite.app`, `suite.database`, `suite.admin` (the
 * operator's headers), ready inside tests (the hooks run first).
 */
export function adminSuite(overrides: Partial<ServerConfig> = {}) {
  let testApp: TestApp | undefined;
  let headers: { authorization: string } | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(overrides);
    headers = await adminAuth(testApp.app);
  });
  afterAll(() => testApp?.close());
  const ready = () => {
    if (!testApp || !headers) throw new Error("adminSuite is used before its beforeAll ran");
    return { testApp, headers };
  };
  return {
    get app() {
      return ready().testApp.app;
    },
    get database() {
      return ready().testApp.database;
    },
    get admin() {
      return ready().headers;
    },
    /** The mails delivered to the (test's) log: the ones carrying a password link. */
    get mails() {
      return ready().testApp.mails;
    },
  };
}

/**
 * The owner (the suite's operator) invites a staff member with `role`; they set their password from the mailed link
 * and sign in. Answers their id, email, password and headers.
 */
export async function inviteStaff(suite: ReturnType<typeof adminSuite>, role: InvitableStaffRole, name: string) {
  const email = `${name}@example.com`;
  const invite = await suite.app.inject({
    method: "POST",
    url: "/api/admin/staff",
    headers: suite.admin,
    payload: { username: name, email, role },
  });
  expect(invite.statusCode).toBe(201);
  const token = tokenOf(await mailedLink(suite, email));
  const password = "Staff-pass-123";
  const reset = await suite.app.inject({
    method: "POST",
    url: "/api/admin/reset-password",
    payload: { token, password, password_confirmation: password },
  });
  expect(reset.statusCode).toBe(200);
  const login = await suite.app.inject({ method: "POST", url: "/api/admin/login", payload: { email, password } });
  expect(login.statusCode).toBe(200);
  return {
    id: invite.json().id as number,
    email,
    password,
    headers: { authorization: `Bearer ${login.json().token}` },
  };
}
