/** Customers for the server benchmarks, each with a balance that covers a whole run. */
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as schema from "../../packages/server/src/db/schema/index.ts";
import type { Database } from "../../packages/server/src/index.ts";
import { DEMO_CUSTOMER } from "../../packages/server/src/index.ts";
import * as keys from "../../packages/server/src/services/reseller-api/keys.ts";
import * as sessions from "../../packages/server/src/services/sessions.ts";
import * as requests from "../../packages/server/src/testing/requests.ts";

export interface SignedInCustomer {
  userId: number;
  authorization: string;
}

// numeric(14,2) holds up to 10^12; a billion Naira pays for millions of benchmark orders.
const BENCH_FUNDS = "1000000000.00";

export async function signInFundedCustomer(url: string, database: Database): Promise<SignedInCustomer> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password }),
  });
  if (!response.ok) throw new Error(`demo login failed: ${response.status} ${await response.text()}`);
  const { token, user } = (await response.json()) as { token: string; user: { id: number } };
  await requests.fundCustomer(database.db, user.id, BENCH_FUNDS);
  return { userId: user.id, authorization: `Bearer ${token}` };
}

export interface OrderableService {
  id: number;
  minAmount: number;
}

/** The first service of the first category, read through the public catalogue calls. */
export async function firstOrderableService(url: string): Promise<OrderableService> {
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as { data: { id: number }[] };
  const category = categories.data[0];
  if (!category) throw new Error("the demo catalogue has no categories");
  const services = (await (await fetch(`${url}/api/services?category_id=${category.id}`)).json()) as {
    data: { id: number; min_amount: number }[];
  };
  const service = services.data[0];
  if (!service) throw new Error(`category ${category.id} has no services`);
  return { id: service.id, minAmount: service.min_amount };
}

export interface BenchCustomer {
  userId: number;
  authorization: string;
  apiKey: string;
}

/** The server code that writes customers: this repository's, or an earlier checkout's (whose database has its schema). */
async function customerModules(checkout: string | undefined) {
  if (checkout === undefined) return { schema, keys, sessions, requests };
  const load = (file: string) => import(pathToFileURL(path.join(checkout, "packages/server/src", file)).href);
  // Its modules are its own: the main panel the benchmarks write as (bench/run.ts) must be set in its scope too.
  const scopes = (await load("db/panel-context.ts")) as typeof import("../../packages/server/src/db/panel-context.ts");
  scopes.setPanelOutsideScopes(scopes.MAIN_PANEL_ID);
  return {
    schema: (await load("db/schema/index.ts")) as typeof schema,
    keys: (await load("services/reseller-api/keys.ts")) as typeof keys,
    sessions: (await load("services/sessions.ts")) as typeof sessions,
    requests: (await load("testing/requests.ts")) as typeof requests,
  };
}

/**
 * `count` customers made straight in the database (signing up over HTTP is rate-limited), each funded, signed in
 * and given an API key, for load spread over many balances. `checkout` is the repository whose server owns the
 * database (an earlier checkout's database has that checkout's schema).
 */
export async function benchCustomers(database: Database, count: number, checkout?: string): Promise<BenchCustomer[]> {
  const server = await customerModules(checkout);
  const apiKeys = new server.keys.ApiKeys(database.db);
  const stamp = Date.now();
  const created: BenchCustomer[] = [];
  for (let i = 0; i < count; i++) {
    const name = `bench${stamp}x${i}`;
    const [user] = await database.db
      .insert(server.schema.users)
      .values({
        username: name,
        email: `${name}@example.com`,
        firstName: "Bench",
        lastName: "Customer",
        passwordHash: "not-for-signing-in",
        referralCode: name.toUpperCase(),
      })
      .returning({ id: server.schema.users.id });
    if (!user) throw new Error("customer insert returned nothing");
    await server.requests.fundCustomer(database.db, user.id, BENCH_FUNDS);
    const token = await server.sessions.createSession(database.db, { userId: user.id });
    const { key } = await apiKeys.create(user.id);
    created.push({ userId: user.id, authorization: `Bearer ${token}`, apiKey: key });
  }
  return created;
}
