/** Drives a POST /orders endpoint with autocannon and keeps the figures the benchmark reports. */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

export interface LoadFigures {
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  orders: number;
  /** Requests with no answer within autocannon's 10 s (queued behind the others too long); not counted as orders. */
  timeouts: number;
}

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  body: unknown;
  connections: number;
  seconds: number;
  /** A fresh Idempotency-Key on every request, as a careful client sends it. */
  idempotencyKeys?: boolean;
}

export async function placeOrdersUnderLoad(options: LoadOptions): Promise<LoadFigures> {
  const headers = { "content-type": "application/json", ...options.headers };
  const result = await autocannon({
    url: options.url,
    method: "POST",
    connections: options.connections,
    duration: options.seconds,
    headers,
    body: JSON.stringify(options.body),
    requests: options.idempotencyKeys
      ? [{ setupRequest: (request) => ({ ...request, headers: { ...headers, "idempotency-key": randomUUID() } }) }]
      : undefined,
  });
  // Refused orders are a broken setup, not a slow server: a figure that counted them would mean nothing.
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const orders = result["2xx"];
  return {
    ordersPerSecond: Math.round(orders / (result.duration > 0 ? result.duration : options.seconds)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    orders,
    timeouts: result.timeouts,
  };
}
