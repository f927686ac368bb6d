/**
 * The server's HTTP API, for setting up and checking state quickly where a test is not about the screen that does
 * it. Every call goes through Playwright's request context, so it comes from the test's own loopback address.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect } from "@playwright/test";

/** The accounts the server seeds on first start (packages/server/src/db/demo-catalogue.ts). */
export const DEMO_ADMIN = { email: "admin@example.com", password: "Admin1234" } as const;
export const DEMO_CUSTOMER = { login: "demo", password: "Demo1234" } as const;

export interface CustomerUser {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  balance: string;
}

export interface Credentials {
  username: string;
  email: string;
  password: string;
}

export interface CustomerSession {
  credentials: Credentials;
  token: string;
  user: CustomerUser;
}

let sequence = 0;

/** A username no other test of this run (or an earlier run on the same database) uses. */
export function uniqueCredentials(prefix = "e2e"): Credentials {
  sequence += 1;
  const username = `${prefix}${process.pid.toString(36)}${Date.now().toString(36)}${sequence}`;
  return { username, email: `${username}@example.test`, password: "Secret123" };
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

export async function registerCustomer(
  request: APIRequestContext,
  credentials = uniqueCredentials(),
): Promise<CustomerSession> {
  const response = await request.post("/api/register", {
    data: {
      ...credentials,
      first_name: "Ada",
      last_name: "Lovelace",
      password_confirmation: credentials.password,
    },
  });
  const { token, user } = await json<{ token: string; user: CustomerUser }>(response);
  return { credentials, token, user };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export async function getJson<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  return json<T>(await request.get(url, { headers: bearer(token) }));
}

export async function postJson<T>(request: APIRequestContext, url: string, token: string, data?: unknown): Promise<T> {
  return json<T>(
    await request.post(url, { headers: { ...bearer(token), "Idempotency-Key": randomUUID() }, data: data ?? {} }),
  );
}

export async function currentUser(request: APIRequestContext, token: string): Promise<CustomerUser> {
  return getJson<CustomerUser>(request, "/api/user", token);
}

/** Credits a customer through the sandbox provider (deposit + checkout confirmation), as Add Funds does. */
export async function fundThroughSandbox(request: APIRequestContext, token: string, amount: string): Promise<void> {
  const deposit = await postJson<{ reference: string }>(request, "/api/deposits", token, {
    method: "card",
    amount,
    provider: "sandbox",
  });
  await postJson(request, `/api/deposits/${deposit.reference}/confirm`, token);
}

export interface AdminSession {
  token: string;
  admin: unknown;
}

/** Signs the demo operator in through the API. */
export async function adminSession(request: APIRequestContext): Promise<AdminSession> {
  return json<AdminSession>(await request.post("/api/admin/login", { data: DEMO_ADMIN }));
}

/**
 * The owner invites a staff member with `role` (POST /api/admin/staff); the invitation's mailed link sets their
 * password. Their credentials, to sign in with.
 */
export async function invitedStaff(
  request: APIRequestContext,
  owner: AdminSession,
  role: "admin" | "support" | "finance",
): Promise<Credentials> {
  const member = uniqueCredentials(role);
  await postJson(request, "/api/admin/staff", owner.token, { username: member.username, email: member.email, role });
  const token = new URL(await mailedLink(member.email)).searchParams.get("token");
  expect(token, "the invitation carries a password link").toBeTruthy();
  const reset = await request.post("/api/admin/reset-password", {
    data: { token, password: member.password, password_confirmation: member.password },
  });
  expect(reset.status()).toBe(200);
  return member;
}

/** POST /api/child-panels: a child panel in USD at ₦1,000 a month, its owner signing in with `owner`. */
export function childPanelOrder(domain: string, owner: { username: string; password: string }) {
  return {
    domain,
    currency: "usd",
    adminUsername: owner.username,
    adminPassword: owner.password,
    confirmPassword: owner.password,
    pricePerMonth: "1000",
  };
}

/** A JSON line of the server's log; undefined for anything else (a startup line, a line still being written). */
function logEntry(line: string): { mail?: { to?: string; text?: string } } | undefined {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * The newest password link mailed to `to`: without SMTP the server writes such mails to its log (one JSON line each,
 * `{mail: {to, text}}`), never to the admin outbox, which shows the link hidden. Waits for the mail worker.
 */
export async function mailedLink(to: string): Promise<string> {
  const logFile = process.env.E2E_SERVER_LOG;
  if (!logFile) throw new Error("E2E_SERVER_LOG is unset: run the tests through playwright.config.ts (global setup).");
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const links = (await readFile(logFile, "utf8"))
      .split("\n")
      .filter((line) => line.includes('"mail":'))
      .map((line) => logEntry(line)?.mail)
      .filter((mail) => mail?.to === to)
      .map((mail) => /https?:\/\/\S+\?token=[\w-]+/.exec(mail?.text ?? "")?.[0]);
    const link = links.at(-1);
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No password link was mailed to ${to} (looked in ${logFile}).`);
}
