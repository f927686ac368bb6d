import http from "node:http";
import type { AddressInfo } from "node:net";
import { IDEMPOTENCY_HONOURED_HEADER } from "../../services/providers/client";

/**
 * How the fake answers: normally, with HTTP 500, never, with broken JSON, late (after `delayMs`, having done the
 * work), with a PHP notice printed before its JSON (as many SMM panels do), or with the error a provider gives when
 * the reseller's balance there cannot pay.
 */
export type FakeBehaviour = "ok" | "fail" | "hang" | "bad-json" | "slow" | "notice" | "no-funds";

/** What PHP with display_errors on prints before the answer when a script reads a missing field. */
export const PHP_NOTICE = "<br />\n<b>Warning</b>:  Undefined index: runs in /var/www/api.php on line 12<br />\n";

export interface FakeService {
  service: number | string;
  name: string;
  type: string;
  category: string;
  description?: string;
  rate: string;
  min: string;
  max: string;
  refill: boolean;
  cancel: boolean;
  dripfeed: boolean;
}

export interface FakeOrder {
  id: number;
  fields: Record<string, string>;
  status: string;
  remains: string;
  start_count: string;
  charge: string;
}

export interface FakeProvider {
  url: string;
  key: string;
  /** Every request received, in order (the key removed). */
  requests: Record<string, string>[];
  orders: Map<number, FakeOrder>;
  services: FakeService[];
  balance: string;
  currency: string;
  /** Behaviour for an action ("*" for all); "ok" when unset. */
  behave(action: string, behaviour: FakeBehaviour): void;
  setOrder(id: number, change: Partial<Omit<FakeOrder, "id" | "fields">>): void;
  close(): Promise<void>;
}

const SAMPLE_SERVICES: FakeService[] = [
  {
    service: 101,
    name: "Followers HQ",
    type: "Default",
    category: "Instagram",
    rate: "1.20",
    min: "10",
    max: "5000",
    refill: true,
    cancel: true,
    dripfeed: true,
  },
  {
    service: 102,
    name: "Custom comments",
    type: "Custom Comments",
    category: "Instagram",
    rate: "8.00",
    min: "5",
    max: "500",
    refill: false,
    cancel: false,
    dripfeed: false,
  },
];

/**
 * A small API v2 provider for tests: accepts orders, reports statuses the test sets (Partial, Canceled …), and
 * can fail, hang past the client's timeout, or answer broken JSON, per action. `honoursIdempotencyKey`: it answers
 * like a panel of this software, a repeated `add` with the same Idempotency-Key being the same order (and says so).
 */
export async function startFakeProvider(
  options: { delayMs?: number; honoursIdempotencyKey?: boolean } = {},
): Promise<FakeProvider> {
  const key = "fake-provider-key";
  const behaviours = new Map<string, FakeBehaviour>();
  const requests: Record<string, string>[] = [];
  const orders = new Map<number, FakeOrder>();
  const refills = new Map<number, { order: number; status: string }>();
  let nextOrder = 5000;
  let nextRefill = 900;
  const delayMs = options.delayMs ?? 200;
  const hanging = new Set<http.ServerResponse>();

  const fake: Omit<FakeProvider, "url" | "close"> = {
    key,
    requests,
    orders,
    services: structuredClone(SAMPLE_SERVICES),
    balance: "250.5000",
    currency: "USD",
    behave: (action, behaviour) => void behaviours.set(action, behaviour),
    setOrder(id, change) {
      const order = orders.get(id);
      if (!order) throw new Error(`the fake has no order ${id}`);
      Object.assign(order, change);
    },
  };

  const byIdempotencyKey = new Map<string, number>();

  const answer = (fields: Record<string, string>, idempotencyKey: string | undefined): unknown => {
    if (fields.key !== key) return { error: "Invalid API key" };
    const placed = idempotencyKey === undefined ? undefined : byIdempotencyKey.get(idempotencyKey);
    if (fields.action === "add" && placed !== undefined) return { order: placed };
    switch (fields.action) {
      case "balance":
        return { balance: fake.balance, currency: fake.currency };
      case "services":
        return fake.services;
      case "add": {
        const id = nextOrder++;
        if (idempotencyKey !== undefined) byIdempotencyKey.set(idempotencyKey, id);
        const { key: _key, action: _action, ...rest } = fields;
        orders.set(id, {
          id,
          fields: rest,
          status: "Pending",
          remains: rest.quantity ?? "0",
          start_count: "0",
          charge: "0.5",
        });
        return { order: id };
      }
      case "status": {
        const view = (id: string) => {
          const order = orders.get(Number(id));
          if (!order) return { error: "Incorrect order ID" };
          const { status, remains, start_count, charge } = order;
          return { charge, start_count, status, remains, currency: fake.currency };
        };
        if (fields.orders) return Object.fromEntries(fields.orders.split(",").map((id) => [id, view(id)]));
        return view(fields.order ?? "");
      }
      case "refill": {
        if (!orders.has(Number(fields.order))) return { error: "Incorrect order ID" };
        const id = nextRefill++;
        refills.set(id, { order: Number(fields.order), status: "Pending" });
        return { refill: id };
      }
      case "refill_status":
        return { status: refills.get(Number(fields.refill))?.status ?? "Pending" };
      case "cancel":
        return (fields.orders ?? fields.order ?? "").split(",").map((id) => {
          const order = orders.get(Number(id));
          if (!order) return { order: Number(id), cancel: { error: "Incorrect order ID" } };
          return { order: order.id, cancel: 1 };
        });
      default:
        return { error: "Incorrect request" };
    }
  };

  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      const fields = Object.fromEntries(new URLSearchParams(raw));
      const { key: _key, ...logged } = fields;
      requests.push(logged);
      const behaviour = behaviours.get(fields.action ?? "") ?? behaviours.get("*") ?? "ok";
      const headers = {
        "content-type": "application/json",
        ...(options.honoursIdempotencyKey ? { [IDEMPOTENCY_HONOURED_HEADER]: "add" } : {}),
      };
      const send = (status: number, body: string) => {
        hanging.delete(response);
        if (!response.writableEnded) response.writeHead(status, headers).end(body);
      };
      if (behaviour === "fail") return send(500, JSON.stringify({ error: "Internal error" }));
      if (behaviour === "bad-json") return send(200, "<html>Bad gateway</html>");
      if (behaviour === "no-funds") return send(200, JSON.stringify({ error: "Not enough funds on balance" }));
      if (behaviour === "hang") {
        hanging.add(response);
        return;
      }
      const header = request.headers["idempotency-key"];
      const idempotencyKey = options.honoursIdempotencyKey && typeof header === "string" ? header : undefined;
      const body = JSON.stringify(answer(fields, idempotencyKey));
      if (behaviour === "notice") return send(200, PHP_NOTICE + body);
      if (behaviour === "slow") {
        setTimeout(() => send(200, body), delayMs);
        return;
      }
      send(200, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}/api/v2`,
    get services() {
      return fake.services;
    },
    set services(list) {
      fake.services = list;
    },
    get balance() {
      return fake.balance;
    },
    set balance(value) {
      fake.balance = value;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
