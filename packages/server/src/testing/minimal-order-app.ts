import { sql } from "drizzle-orm";
import Fastify from "fastify";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";

export interface MinimalOrderBody {
  service_id: number;
  link: string;
  quantity: number;
}

/**
 * The floor the throughput benchmark compares the real order route with: a bare Fastify route doing only what an
 * order cannot do without, in one transaction: insert the order (charge = quantity × the service's unit price) and
 * take the charge from the balance with the conditional update. No auth, validation, ledger row or idempotency;
 * the customer is fixed when the app is built.
 */
export function buildMinimalOrderApp(database: Database, userId: number) {
  const app = Fastify({ logger: false });
  app.post<{ Body: MinimalOrderBody }>("/orders", async (request, reply) => {
    const { service_id: serviceId, link, quantity } = request.body;
    const order = await database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number; charge: string }>(
        tx,
        sql`
        insert into orders (user_id, service_id, link, quantity, charge, remains, status)
        select ${userId}, id, ${link}, ${quantity}, round(${quantity} * unit_price, 2), ${quantity}, 'pending'
        from services where id = ${serviceId}
        returning id, charge::text as charge`,
      );
      if (!row) throw new Error(`no service ${serviceId}`);
      const debited = await queryRows(
        tx,
        sql`
        update users set balance = balance - ${row.charge}::numeric
        where id = ${userId} and balance >= ${row.charge}::numeric
        returning balance`,
      );
      if (debited.length === 0) throw new Error("insufficient balance");
      return row;
    });
    return reply.status(201).send(order);
  });
  return app;
}
