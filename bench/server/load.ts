/** Drives an order endpoint with autocannon and keeps the figures the benchmark reports. */
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";

export interface LoadFigures {
  ordersPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  orders: number;
  /** Requests with no answer within autocannon's 10 s (queued behind the others too long); not counted as orders. */
  timeouts: number;
  /**
   * This process's CPU time (user + system) per order answered: the server's work and the load generator's, which is
   * the same for every target. Unlike orders/s it does not count time spent waiting for a CPU on a busy machine.
   */
  cpuMsPerOrder: number;
}

/** What one connection sends: its customer's headers, and JSON or a form (sent form-encoded). */
export interface ConnectionRequest {
  headers?: Record<string, string>;
  body: Record<string, unknown> | URLSearchParams;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  /** The request connection n (0-based) sends, over and over. */
  requestOf: (connection: number) => ConnectionRequest;
  /** A fresh Idempotency-Key on every request, as a careful client sends it. */
  idempotencyKeys?: boolean;
}

function prepared({ headers, body }: ConnectionRequest) {
  const form = body instanceof URLSearchParams;
  return {
    headers: { "content-type": form ? "application/x-www-form-urlencoded" : "application/json", ...headers },
    body: form ? body.toString() : JSON.stringify(body),
  };
}

export async function placeOrdersUnderLoad(options: LoadOptions): Promise<LoadFigures> {
  // Built once per connection: the load generator shares the machine with the server.
  const requests = Array.from({ length: options.connections }, (_, connection) =>
    prepared(options.requestOf(connection)),
  );
  let nextConnection = 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: options.url,
    method: "POST",
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        setupRequest: (request, context: { connection?: number }) => {
          context.connection ??= nextConnection++ % options.connections;
          const { headers, body } = requests[context.connection] ?? prepared(options.requestOf(0));
          const key = options.idempotencyKeys ? { "idempotency-key": randomUUID() } : {};
          return { ...request, headers: { ...headers, ...key }, body };
        },
      },
    ],
  });
  // Refused orders are a broken setup, not a slow server: a figure that counted them would mean nothing.
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    throw new Error(`${options.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpu = process.cpuUsage(cpuBefore);
  const orders = result["2xx"];
  return {
    ordersPerSecond: Math.round(orders / (result.duration > 0 ? result.duration : options.seconds)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    orders,
    timeouts: result.timeouts,
    cpuMsPerOrder: orders > 0 ? Number(((cpu.user + cpu.system) / 1000 / orders).toFixed(2)) : 0,
  };
}
