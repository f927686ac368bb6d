/**
 * A running child panel for a spec: a customer orders it on the Child Panel page, the operator approves it, and its
 * owner signs in at its temporary address (`<name>.localhost:<port>`: the e2e server runs with
 * CHILD_PANEL_BASE_DOMAIN=localhost, support/server.ts, and Chromium resolves `*.localhost` to loopback).
 */
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import {
  type AdminSession,
  adminSession,
  type CustomerSession,
  childPanelOrder,
  DEMO_ADMIN,
  fundThroughSandbox,
  uniqueCredentials,
} from "./api.ts";
import { expect } from "./fixtures.ts";
import type { RunningServer } from "./server.ts";
import { signInAdmin, signInCustomer } from "./session.ts";
import { expectToast } from "./toast.ts";

export const CHILD_OWNER = { username: "owner", password: "Owner1234" } as const;

/** API calls to the child: the same server, the child's host named the way a trusted proxy does. */
export function childApi(request: APIRequestContext, host: string) {
  const send = async (method: "get" | "post" | "put", url: string, token: string, data?: unknown): Promise<unknown> => {
    const response: APIResponse = await request[method](url, {
      headers: { "X-Forwarded-Host": host, Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${url} on ${host}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json();
  };
  return {
    get: <T>(url: string, token: string) => send("get", url, token) as Promise<T>,
    post: <T>(url: string, token: string, data?: unknown) => send("post", url, token, data ?? {}) as Promise<T>,

    put: <T>(url: string, token: string, data?: unknown) => send("put", url, token, data ?? {}) as Promise<T>,
  };
}

export type ChildApi = ReturnType<typeof childApi>;

/**
 * The customer orders `domain` on the Child Panel page in `currency` (the one its money is kept in), with CHILD_OWNER's
 * username and password.
 */
export async function orderChildPanel(page: Page, customer: CustomerSession, domain: string, currency = "NGN") {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/child-panel");
  await page.getByLabel(/^Domain/).fill(domain);
  await page.getByRole("combobox", { name: "Currency", exact: true }).click();
  await page.getByRole("option", { name: new RegExp(`^${currency} `) }).click();
  await page.getByLabel(/^Admin username/).fill(CHILD_OWNER.username);
  await page.getByLabel(/^Admin password/).fill(CHILD_OWNER.password);
  await page.getByLabel(/^Confirm password/).fill(CHILD_OWNER.password);
  await page.getByRole("button", { name: "Submit Order" }).click();
  await expectToast(page, `Child panel for ${domain} ordered`);
}

export interface RunningChildPanel {
  domain: string;
  /** `<name>.localhost:<port>`, for X-Forwarded-Host. */
  host: string;
  url: string;
  operator: AdminSession;
  /** The owner's admin token on the child. */
  owner: string;
  child: ChildApi;
}

/**
 * Funds the customer with ₦20,000 (the first month, and the owner's purchases from the parent), orders a child panel
 * named after the customer (`<prefix><8 characters>.com`), has the operator approve it, waits
 * for its address to be allowed a certificate, and signs its owner in to its admin area in `page`.
 */
export async function runningChildPanel(
  page: Page,
  request: APIRequestContext,
  customer: CustomerSession,
  { baseURL, prefix }: { baseURL: string | undefined; prefix: string },
): Promise<RunningChildPanel> {
  const port = new URL(baseURL ?? "").port;
  const label = `${prefix}${customer.credentials.username.slice(-8).toLowerCase()}`;
  const domain = `${label}.com`;
  const host = `${label}.localhost:${port}`;
  const url = `http://${host}`;

  // On the main panel: the customer orders, the operator approves.
  await fundThroughSandbox(request, customer.token, "20000");
  await orderChildPanel(page, customer, domain);
  const { operator, owner } = await approveAndSignInOwner(page, request, label, url);
  return { domain, host, url, operator, owner, child: childApi(request, host) };
}

/**
 * The operator approves the child panel of `label`.com; once its address is served, its owner signs in at
 * `childUrl`/admin/login. Answers the operator's session and the owner's token.
 */
export async function approveAndSignInOwner(page: Page, request: APIRequestContext, label: string, childUrl: string) {
  const operator = await adminSession(request);
  await signInAdmin(page, operator);
  await page.goto("/admin/child-panels");
  await page.getByRole("button", { name: `Approve ${label}.com` }).click();
  await expect
    .poll(async () => (await request.get(`/api/tls/allowed?domain=${label}.localhost`)).status(), { timeout: 20_000 })
    .toBe(200);
  await page.goto(`${childUrl}/admin/login`);
  const form = page.getByRole("form", { name: "Admin sign in" });
  await form.getByLabel("Email").fill(CHILD_OWNER.username);
  await form.getByLabel("Password", { exact: true }).fill(CHILD_OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" })).toBeVisible();
  const ownerToken = await page.evaluate(
    () => localStorage.getItem("adminToken") ?? sessionStorage.getItem("adminToken"),
  );
  expect(ownerToken).toBeTruthy();
  return { operator, owner: String(ownerToken) };
}

/**
 * Through the main panel's API: a new customer orders a child panel for `domain`, signing in there as `owner`, and
 * the operator activates it. The panel itself is made by the job queue a moment later.
 */
export async function activatedChildPanel(
  server: RunningServer,
  domain: string,
  owner: { username: string; password: string },
): Promise<void> {
  const call = async (path: string, data: unknown, token?: string, method = "POST") => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        "idempotency-key": `${path}-${domain}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(data),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const credentials = uniqueCredentials("child");
  const { token } = await call("/api/register", {
    ...credentials,
    first_name: "Ada",
    last_name: "Obi",
    password_confirmation: credentials.password,
  });
  const deposit = await call("/api/deposits", { method: "card", amount: "5000", provider: "sandbox" }, token);
  await call(`/api/deposits/${deposit.reference}/confirm`, {}, token);
  const order = await call("/api/child-panels", childPanelOrder(domain, owner), token);
  const operator = await call("/api/admin/login", DEMO_ADMIN);
  await call(`/api/admin/child-panels/${order.id}/status`, { status: "active" }, operator.token, "PUT");
}
