import { createHash } from "node:crypto";
import Fastify from "fastify";
import pg from "pg";
import type { BaselineOrderBody } from "./baseline-order-app";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The fair floor the throughput benchmark holds the real order routes to (issue 39): a bare Fastify route that does
 * the same work as the product's web order, in ONE round trip. Like the product it connects as the application's
 * role under row-level security in the main panel, reads the live session behind the bearer token (not revoked, not
 * expired, its customer not suspended), reads the orderable service (it and its category enabled, its provider),
 * takes the charge with the conditional debit, and inserts the order, its ledger row, its first job (a forwarded
 * service's) and the Idempotency-Key row storing the answer. What it skips is only what is not database work:
 * request validation, the domain's price rule (the same rounding, in SQL), and the security hooks.
 */
export function buildFairBaselineOrderApp(databaseUrl: string, poolSize: number) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    options: "-c role=smm_app -c app.panel_id=1",
  });
  pool.on("error", () => {});
  const app = Fastify({ logger: false });
  app.addHook("onClose", () => pool.end());
  app.post<{ Body: BaselineOrderBody }>("/orders", async (request, reply) => {
    const token = (request.headers.authorization ?? "").replace(/^Bearer /, "");
    const key = String(request.headers["idempotency-key"] ?? "");
    const { service_id: serviceId, link, quantity } = request.body;
    const { rows } = await pool.query<{ id: number; charge: string }>({
      name: "fair_baseline_order",
      text: `with session as (
           select sessions.user_id from sessions join users on users.id = sessions.user_id
           where sessions.token_hash = $1 and sessions.revoked_at is null and sessions.expires_at > now()
             and not users.suspended
         ), service as (
           select services.id, round($3::int * services.unit_price, 2) as charge, service_sources.provider_id
           from services join categories on categories.id = services.category_id
           left join service_sources on service_sources.service_id = services.id
           where services.id = $2 and services.enabled and categories.enabled
         ), debited as (
           update users set balance = balance - service.charge from session, service
           where users.id = session.user_id and users.balance >= service.charge
           returning users.id as user_id, users.balance, service.charge
         ), placed as (
           insert into orders (user_id, service_id, link, quantity, charge, remains, status)
           select debited.user_id, $2, $4, $3, debited.charge, $3, 'pending' from debited
           returning id, user_id, charge
         ), ledger as (
           insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id)
           select placed.user_id, -placed.charge, debited.balance, 'order', 'Order', 'order:' || placed.id, placed.id
           from placed, debited
         ), first_job as (
           insert into jobs (kind, payload, dedupe_key)
           select 'forward-order', jsonb_build_object('orderId', placed.id), 'forward:' || placed.id || ':0'
           from placed, service where service.provider_id is not null
           on conflict do nothing
         ), stored_key as (
           insert into idempotency_keys (user_id, scope, key, request_hash, status_code, response)
           select placed.user_id, 'order', $5, $6, 201, jsonb_build_object('id', placed.id, 'charge', placed.charge)
           from placed
         )
         select id, charge::text as charge from placed`,
      values: [sha256(token), serviceId, quantity, link, key, sha256(JSON.stringify(request.body))],
    });
    const [order] = rows;
    if (!order) return reply.status(422).send({ message: "no session, no such service or insufficient balance" });
    return reply.status(201).send(order);
  });
  return app;
}
