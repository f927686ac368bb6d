import { childPanelOrder, DEMO_ADMIN, uniqueCredentials } from "./api.ts";
import type { RunningServer } from "./server.ts";

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
