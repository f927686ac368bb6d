/**
 * A child panel as the e2e specs reach it: ordered on the main panel's screen, approved by the operator, answering at
 * its temporary address `<name>.localhost` (CHILD_PANEL_BASE_DOMAIN in support/server.ts), its owner signed in there
 * with the order form's credentials; its API called with the child's host named the way a trusted proxy does.
 */
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { adminSession, type CustomerSession } from "./api.ts";
import { expect } from "./fixtures.ts";
import { signInAdmin, signInCustomer } from "./session.ts";
import { expectToast } from "./toast.ts";

export const CHILD_OWNER = { username: "owner", password: "Owner1234" } as const;

/** API calls to the child: the same server, the child's host named the way a trusted proxy does. */
export function childApi(request: APIRequestContext, host: string) {
  const send = async (method: "get" | "post" | "put", url: string, token: string, data?: unknown) => {
    const response: APIResponse = await request[method](url, {
      headers: { "X-Forwarded-Host": host, Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(response.ok(), `${method} ${url} on ${host}: ${response.status()} ${await response.text()}`).toBe(true);
    return response.json() as Promise<unknown>;
  };
  return {
    get: <T>(url: string, token: string) => send("get", url, token) as Promise<T>,
    post: <T>(url: string, token: string, data?: unknown) => send("post", url, token, data ?? {}) as Promise<T>,
    put: <T>(url: string, token: string, data: unknown) => send("put", url, token, data) as Promise<T>,
  };
}

/** The customer orders a USD child panel for `domain` on the main panel's screen. */
export async function orderChildPanel(page: Page, customer: CustomerSession, domain: string) {
  await signInCustomer(page, customer);
  await page.goto("/dashboard/child-panel");
  await page.getByLabel(/^Domain/).fill(domain);
  await page.getByRole("combobox", { name: "Currency", exact: true }).click();
  await page.getByRole("option", { name: "USD ($)" }).click();
  await page.getByLabel(/^Admin username/).fill(CHILD_OWNER.username);
  await page.getByLabel(/^Admin password/).fill(CHILD_OWNER.password);
  await page.getByLabel(/^Confirm password/).fill(CHILD_OWNER.password);
  await page.getByRole("button", { name: "Submit Order" }).click();
  await expectToast(page, `Child panel for ${domain} ordered`);
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
