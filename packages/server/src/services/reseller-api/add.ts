import { priceOrder, RESELLER_API_ERRORS } from "@smm/domain";
import type { Db } from "../../db/client";
import { InsufficientBalanceError } from "../ledger";
import { type Orderable, orderedService, placeOrdersOnce, pricingFor } from "../order-placement";
import { parseId, ResellerApiError } from "./errors";

/**
 * `action=add` of the customer `caller` (with the service asked for, read with the key): reads and prices the
 * request for the service's type with the domain's one rule (`priceOrder`: the web form's and the web route's too),
 * answering its first problem in API v2's words, then places it through the one order path, once per
 * Idempotency-Key (`placeOrdersOnce`): the order, its extras, its forwarding or first drip-feed run, and the
 * conditional debit with its ledger row, in one statement.
 */
export async function placeApiOrder(
  db: Db,
  caller: { userId: number } & Orderable,
  p: Record<string, unknown>,
  idempotencyKey: string | undefined,
): Promise<{ id: number; number: number }> {
  const { userId } = caller;
  const { key: _key, ...request } = p;
  try {
    const outcome = await placeOrdersOnce(
      db,
      { userId, scope: "api-v2-add", key: idempotencyKey, body: request, status: 200 },
      async () => {
        const serviceNumber = parseId(p.service);
        const service = serviceNumber ? caller.services.get(serviceNumber) : undefined;
        if (!service) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectService);
        const priced = priceOrder(orderedService(service), p, pricingFor(service, caller.discountPercent));
        if (!priced.ok)
          throw new ResellerApiError(priced.problems[0]?.apiError ?? RESELLER_API_ERRORS.incorrectRequest);
        return { userId, method: "API order", lines: [{ service, order: priced.order }] };
      },
    );
    const [placed] = outcome.body.orders;
    if (!placed) throw new Error("placing an order returned nothing");
    return { id: placed.order.id, number: placed.order.number };
  } catch (error) {
    if (error instanceof InsufficientBalanceError) throw new ResellerApiError(RESELLER_API_ERRORS.notEnoughFunds);
    throw error;
  }
}
