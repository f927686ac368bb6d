import Fastify from "fastify";
import pg from "pg";

export interface BaselineOrderBody {
  service_id: number;
  link: string;
  quantity: number;
}

/**
 * What the throughput benchmark measures the real order routes against: a bare Fastify route over its own pg
 * pool that does the least an order needs, in ONE statement: price it from the service, take the charge with the
 * conditional debit, insert the order and its ledger row. No auth, validation, idempotency or job: the customer's
 * id comes in the `x-customer-id` header.
 */
export function buildBaselineOrderApp(databaseUrl: string, poolSize: number) {
  // Its rows are the main panel's (panel_id's default reads app.panel_id); as the tables' owner it is not subject to
  // row-level security, which the real routes pay for.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: "-c app.panel_id=1" });
  pool.on("error", () => {});
  const app = Fastify({ logger: false });
  app.addHook("onClose", () => pool.end());
  app.post<{ Body: BaselineOrderBody }>("/orders", async (request, reply) => {
    const userId = Number(request.headers["x-customer-id"]);
    const { service_id: serviceId, link, quantity } = request.body;
    const { rows } = await pool.query<{ id: number; charge: string }>(
      `with price as (
         select round($3::int * unit_price, 2) as charge from services where id = $2 and enabled
       ), debit as (
         update users set balance = balance - price.charge from price
         where users.id = $1 and users.balance >= price.charge
         returning users.balance, price.charge
       ), placed as (
         insert into orders (user_id, service_id, link, quantity, charge, remains, status)
         select $1, $2, $4, $3, debit.charge, $3, 'pending' from debit
         returning id, charge
       ), ledger as (
         insert into ledger_entries (user_id, amount, balance_after, kind, method, reference, order_id)
         select $1, -placed.charge, debit.balance, 'order', 'Order', 'order:' || placed.id, placed.id
           from placed, debit
       )
       select id, charge::text as charge from placed`,
      [userId, serviceId, quantity, link],
    );
    const [order] = rows;
    if (!order) return reply.status(422).send({ message: "insufficient balance or no such service" });
    return reply.status(201).send(order);
  });
  return app;
}
