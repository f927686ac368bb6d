/**
 * Issue 18, "Renewed monthly": a running child panel whose renewal finds too little balance on its owner's parent
 * account is suspended (its visitors see so; its owner still signs in to its admin area and reads why and where to
 * pay); a top-up on the parent reactivates it at the next renewal run. The month is moved on by the demo-only
 * "renew now" action (no waiting a month).
 */
import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { adminSession, childPanelOrder, fundThroughSandbox, getJson, postJson } from "./support/api.ts";
import { expect, test } from "./support/fixtures.ts";

const SUSPENDED = "This panel is suspended.";
const OWNER = { username: "owner", password: "Owner1234" };

interface ChildPanel {
  id: number;
  status: string;
  running: { name: string; status: string } | null;
}

async function operatorCall(request: APIRequestContext, method: "put" | "post", url: string, data?: object) {
  const { token } = await adminSession(request);
  const response = await request[method](url, { headers: { Authorization: `Bearer ${token}` }, data: data ?? {} });
  expect(response.ok(), `${url} answered ${response.status()}: ${await response.text()}`).toBe(true);
}

test("too little balance at renewal suspends a child panel; a top-up reactivates it", async ({
  page,
  request,
  customer,
  baseURL,
}) => {
  // The owner pays the first month (1,000) and keeps 500: not enough for the next.
  await fundThroughSandbox(request, customer.token, "1500");
  const domain = `renewal-${randomUUID().slice(0, 8)}.com`;
  const order = await postJson<ChildPanel>(
    request,
    "/api/child-panels",
    customer.token,
    childPanelOrder(domain, OWNER),
  );
  await operatorCall(request, "put", `/api/admin/child-panels/${order.id}/status`, { status: "active" });
  const running = async () =>
    (await getJson<ChildPanel>(request, `/api/child-panels/${order.id}`, customer.token)).running;
  await expect.poll(async () => (await running())?.status).toBe("active");
  const name = (await running())?.name as string;
  const child = new URL(baseURL as string);
  child.hostname = `${name}.localhost`;

  await operatorCall(request, "post", `/api/admin/child-panels/${order.id}/renew-now`);
  expect((await running())?.status).toBe("suspended");

  // Its visitors: the suspended page.
  await page.goto(child.origin);
  await expect(page.getByRole("heading", { name: SUSPENDED })).toBeVisible();

  // Its owner signs in to its admin area and reads why, and where to pay.
  await page.goto(`${child.origin}/admin/login`);
  const form = page.getByRole("form", { name: "Admin sign in" });
  await form.getByLabel("Email").fill(OWNER.username);
  await form.getByLabel("Password", { exact: true }).fill(OWNER.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  const banner = page.getByRole("alert").filter({ hasText: SUSPENDED });
  await expect(banner).toContainText("could not be charged");
  await expect(banner.getByRole("link", { name: "Add funds on the parent panel" })).toHaveAttribute(
    "href",
    baseURL as string,
  );

  // A top-up on the parent: the next renewal run charges the month and opens the panel again.
  await fundThroughSandbox(request, customer.token, "1000");
  await expect.poll(async () => (await running())?.status, { timeout: 20_000 }).toBe("active");
  await page.goto(child.origin);
  await expect(page.getByRole("heading", { name: SUSPENDED })).toHaveCount(0);
  await expect(page.locator("h1").first()).toBeVisible();
});
