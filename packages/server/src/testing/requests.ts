import type { ChildPanelCurrency } from "@smm/domain";
import { and, inArray, sql } from "drizzle-orm";
import type { App } from "../app";
import type { Db } from "../db/client";
import { DEMO_CUSTOMER } from "../db/demo-catalogue";
import { MAIN_PANEL_ID, withPanel } from "../db/panel-context";
import { ledgerEntries, users } from "../db/schema";
import { childPanelsOnSale } from "../services/child-panels";
import { credit } from "../services/ledger";

let counter = 0;

/** A unique, valid sign-up payload. */
export function newCustomerPayload(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const name = `user${process.pid}x${counter}x${Date.now() % 100000}`;
  return {
    username: name,
    email: `${name}@example.com`,
    first_name: "Test",
    last_name: "Customer",
    password: "Secret123",
    password_confirmation: "Secret123",
    ...overrides,
  };
}

export async function registerCustomer(app: App, overrides: Record<string, unknown> = {}) {
  const payload = newCustomerPayload(overrides);
  // Each sign-up from its own address: the per-address sign-up limit (10 a minute) is not what tests are about.
  const remoteAddress = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const res = await app.inject({ method: "POST", url: "/api/register", payload, remoteAddress });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: number; username: string } };
  return { ...body, payload, auth: { authorization: `Bearer ${body.token}` } };
}

export async function loginDemo(app: App) {
  const res = await app.inject({
    method: "POST",
    url: "/api/login",
    payload: { login: DEMO_CUSTOMER.username, password: DEMO_CUSTOMER.password },
  });
  const body = res.json() as { token: string; user: { id: number } };
  return { ...body, auth: { authorization: `Bearer ${body.token}` } };
}

/** Gives a test customer money the way real money arrives: a balance change with its ledger row. */
export async function fundCustomer(db: Db, userId: number, amount: string): Promise<void> {
  await db.transaction((tx) =>
    credit(tx, amount, { userId, kind: "adjustment", method: "Test funding", reference: "test" }).then(() => {}),
  );
}

/** Those of `userIds` whose balance is not the sum of their ledger rows: none, when money only moves with its row. */
export async function unbalancedCustomers(db: Db, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...userIds]),
        sql`${users.balance} <> (select coalesce(sum(${ledgerEntries.amount}), 0) from ${ledgerEntries}
          where ${ledgerEntries.userId} = ${users.id})`,
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * A new customer, funded, who orders a child panel for `domain` (admin password "Owner1234") in `currency` (the
 * currency its money is kept in): the order's id.
 */
export async function orderChildPanel(app: App, db: Db, domain: string, currency: ChildPanelCurrency = "usd") {
  await openChildPanelSales(app);
  const customer = await registerCustomer(app);
  await fundCustomer(db, customer.user.id, "20000.00");
  const res = await app.inject({
    method: "POST",
    url: "/api/child-panels",
    headers: { ...customer.auth, "idempotency-key": domain },
    payload: {
      domain,
      currency,
      adminUsername: "owner",
      adminPassword: "Owner1234",
      confirmPassword: "Owner1234",
      pricePerMonth: "1000",
    },
  });
  if (res.statusCode !== 201) throw new Error(`child panel order failed: ${res.statusCode} ${res.body}`);
  return { customer, panel: res.json() as { id: number } };
}

/**
 * A production panel starts with child panel sales off (the launch checklist's last step): the operator sets their
 * price and their own nameservers and switches sales on, as Settings does. Demo mode sells from the start.
 */
export async function openChildPanelSales(app: App) {
  await withPanel(MAIN_PANEL_ID, async () => {
    if (await childPanelsOnSale(app.settings, app.config.demo)) return;
    await app.settings.update(
      { actor: "test operator", ip: null },
      {
        child_panel: { price_per_month: "1000", nameservers: ["ns1.operator.test", "ns2.operator.test"] },
        child_panel_sales: "on",
      },
    );
  });
}

/** A child panel ordered (orderChildPanel), activated by the operator and set up by its jobs: a running panel. */
export async function activeChildPanel(
  app: App,
  db: Db,
  domain: string,
  operator: { authorization: string },
  currency: ChildPanelCurrency = "usd",
) {
  const ordered = await orderChildPanel(app, db, domain, currency);
  const res = await app.inject({
    method: "PUT",
    url: `/api/admin/child-panels/${ordered.panel.id}/status`,
    headers: operator,
    payload: { status: "active" },
  });
  if (res.statusCode !== 200) throw new Error(`child panel activation failed: ${res.statusCode} ${res.body}`);
  await app.jobs.drain();
  return ordered;
}
