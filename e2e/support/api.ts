/**
 * The server's HTTP API, for setting up and checking state quickly where a test is not about the screen that does
 * it. Every call goes through Playwright's request context, so it comes from the test's own loopback address.
 */
import { randomUUID } from "node:crypto";
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
