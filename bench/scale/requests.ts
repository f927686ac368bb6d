/**
 * The read requests the scale benchmark times: every customer and admin list (plain, searched, filtered), the
 * admin dashboard and reports, the public catalogue and API v2 `status` with 100 ids, each signed in as a real client would be.
 */
import type { AdminReportQuery } from "../../packages/domain/src/index.ts";
import { percentile } from "../server/percentile.ts";

export interface TimedRequest {
  name: string;
  path: string;
  init?: RequestInit;
}

export interface Timing {
  name: string;
  p50Ms: number;
  p95Ms: number;
  bytes: number;
}

export interface Sessions {
  customer: string;
  admin: string;
  apiKey: string;
  /** Order ids of the signed-in customer, for API v2 `status`. */
  customerOrderIds: number[];
  customerId: number;
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export async function signIn(
  url: string,
  customer: { login: string; password: string },
  admin: { email: string; password: string },
): Promise<Sessions> {
  const post = (path: string, body: unknown, token?: string) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  const customerSession = await json<{ token: string; user: { id: number } }>(await post("/api/login", customer));
  const adminSession = await json<{ token: string }>(await post("/api/admin/login", admin));
  const key = await json<{ key: string }>(await post("/api/api-key", {}, customerSession.token));
  const orders = await json<{ data: { id: number }[] }>(
    await fetch(`${url}/api/orders?per_page=100`, { headers: { authorization: `Bearer ${customerSession.token}` } }),
  );
  return {
    customer: customerSession.token,
    admin: adminSession.token,
    apiKey: key.key,
    customerOrderIds: orders.data.map((order) => order.id),
    customerId: customerSession.user.id,
  };
}

/** "2026-11-22" for the UTC day `days` days before today. */
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The reports timed: the last 30 days by day and by service. */
export const SCALE_REPORTS: AdminReportQuery[] = (["day", "service"] as const).map((by) => ({
  by,
  from: daysAgo(29),
  to: daysAgo(0),
}));

/** Every timed request, given the signed-in sessions and a few ids the seed is known to have. */
export function requestsOf(
  sessions: Sessions,
  known: { serviceId: number; providerId: number; orderId: number },
): TimedRequest[] {
  const customer = { headers: { authorization: `Bearer ${sessions.customer}` } };
  const admin = { headers: { authorization: `Bearer ${sessions.admin}` } };
  const ids = [...sessions.customerOrderIds];
  while (ids.length < 100 && ids.length > 0) ids.push(...ids.slice(0, 100 - ids.length));
  const v2 = new URLSearchParams({ key: sessions.apiKey, action: "status", orders: ids.join(",") });
  const a = (name: string, path: string): TimedRequest => ({ name: `admin ${name}`, path, init: admin });
  const c = (name: string, path: string): TimedRequest => ({ name: `customer ${name}`, path, init: customer });
  return [
    { name: "public catalogue", path: "/api/catalogue", init: { headers: { "accept-encoding": "gzip, br" } } },
    { name: "public categories", path: "/api/categories" },
    { name: "public services of a category", path: "/api/services?category_id=1" },
    c("dashboard", "/api/dashboard"),
    c("orders", "/api/orders"),
    c("orders search", "/api/orders?search=instagram"),
    c("orders by status", "/api/orders?status=completed"),
    c("transactions", "/api/transactions"),
    c("service updates", "/api/service-updates"),
    c("notifications", "/api/notifications"),
    c("tickets", "/api/tickets"),
    {
      name: "API v2 status of 100 orders",
      path: "/api/v2",
      init: { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: v2.toString() },
    },
    a("dashboard", "/api/admin/dashboard"),
    ...SCALE_REPORTS.map((report) =>
      a(`report by ${report.by}, 30 days`, `/api/admin/reports?${new URLSearchParams({ ...report })}`),
    ),
    a("orders", "/api/admin/orders"),
    a("orders sorted by date", "/api/admin/orders?sort=created_at&direction=desc"),
    a("orders page 40", "/api/admin/orders?page=40&sort=created_at&direction=desc"),
    a("orders pending", "/api/admin/orders?status=pending&sort=created_at&direction=desc"),
    a("orders of a service", `/api/admin/orders?service_id=${known.serviceId}`),
    a("orders of a provider", `/api/admin/orders?provider_id=${known.providerId}`),
    a("orders of a user", "/api/admin/orders?user=customer00042"),
    a("orders search link", "/api/admin/orders?search=c4ca4238a0"),
    a("orders search username", "/api/admin/orders?search=customer04242"),
    a("orders search service", "/api/admin/orders?search=Story%20Views"),
    a("orders search email", "/api/admin/orders?search=mail3.example"),
    a("orders search id", `/api/admin/orders?search=%23${known.orderId}`),
    a("order detail", `/api/admin/orders/${known.orderId}`),
    a("users", "/api/admin/users"),
    a("users search", "/api/admin/users?search=okafor"),
    a("users by orders", "/api/admin/users?sort=orders&direction=desc"),
    a("user ledger", `/api/admin/users/${sessions.customerId}/ledger`),
    a("services", "/api/admin/services"),
    a("services search", "/api/admin/services?search=followers"),
    a("services by orders", "/api/admin/services?sort=orders&direction=desc"),
    a("categories", "/api/admin/categories"),
    a("tickets", "/api/admin/tickets"),
    a("child panels", "/api/admin/child-panels"),
    a("requests", "/api/admin/requests"),
    a("logs", "/api/admin/logs"),
    a("logs search", "/api/admin/logs?search=order%3A4242"),
    a("mail jobs", "/api/admin/mail/jobs"),
    a("outbox", "/api/admin/mail/outbox"),
    a("providers", "/api/admin/providers"),
  ];
}

/** One server to time: its address and its requests (the same names on every target). */
export interface Target {
  url: string;
  requests: TimedRequest[];
}

/**
 * Times each request `rounds` times (after one warm-up) on every target, sequentially and interleaved (the same
 * request on each target in turn), so all targets see the same machine load; answers p50/p95 and the body size
 * per target, in the targets' order.
 */
export async function timeInterleaved(targets: Target[], rounds: number): Promise<Timing[][]> {
  const timings: Timing[][] = targets.map(() => []);
  const names = targets[0]?.requests.map((request) => request.name) ?? [];
  for (const name of names) {
    const durations: number[][] = targets.map(() => []);
    const bytes: number[] = targets.map(() => 0);
    for (let round = 0; round <= rounds; round++) {
      for (const [index, target] of targets.entries()) {
        const request = target.requests.find((candidate) => candidate.name === name);
        if (!request) throw new Error(`${name} is not timed on ${target.url}`);
        const started = performance.now();
        const response = await fetch(`${target.url}${request.path}`, request.init);
        const body = await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (!response.ok) throw new Error(`${name}: ${response.status} ${Buffer.from(body).toString().slice(0, 300)}`);
        if (round > 0) durations[index]?.push(elapsed);
        bytes[index] = body.byteLength;
      }
    }
    for (const [index, list] of durations.entries()) {
      timings[index]?.push({
        name,
        p50Ms: percentile(list, 50),
        p95Ms: percentile(list, 95),
        bytes: bytes[index] ?? 0,
      });
    }
  }
  return timings;
}
