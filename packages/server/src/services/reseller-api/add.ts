import { priceOrder, RESELLER_API_ERRORS, type ResellerRequest } from "@smm/domain";
import type { Db } from "../../db/client";
import { InsufficientBalanceError } from "../ledger";
import { type Orderable, orderedService, placeOrdersOnce, pricingFor } from "../order-placement";
import { ResellerApiError } from "./errors";

type AddRequest = Extract<ResellerRequest, { action: "add" }>;

/**
 * `action=add` of the customer `caller` (with the service asked for, read with the key): prices the request, as the
 * contract read it, for the service's type with the domain's one rule (`priceOrder`: the web form's and the web route's too),
 * answering its first problem in API v2's words, then places it through the one order path, once per
 * Idempotency-Key (`placeOrdersOnce`, which tells a retry by the request as `sent`): the order, its extras, its forwarding or first drip-feed run, and the
 * conditional debit with its ledger row, in one statement.
 */
export async function placeApiOrder(
  db: Db,
  caller: { userId: number } & Orderable,
  request: AddRequest,
  idempotency: { key: string | undefined; sent: Record<string, unknown> },
): Promise<{ id: number; number: number }> {
  const { userId } = caller;
  try {
    const outcome = await placeOrdersOnce(
      db,
      { userId, scope: "api-v2-add", key: idempotency.key, body: idempotency.sent, status: 200 },
      async () => {
        const service = request.service === undefined ? undefined : caller.services.get(request.service);
        if (!service) throw new ResellerApiError(RESELLER_API_ERRORS.incorrectService);
        const priced = priceOrder(orderedService(service), request, pricingFor(service, caller.discountPercent));
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
