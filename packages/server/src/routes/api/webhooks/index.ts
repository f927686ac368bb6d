import { webhookEndpoints } from "@smm/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { HttpError } from "../../../errors";
import { writeLog } from "../../../services/admin/system-log";
import type { CreditOutcome, CreditRequest } from "../../../services/payments/credit";
import {
  NOWPAYMENTS_FAILED_STATUSES,
  NOWPAYMENTS_FINISHED,
  verifyNowpaymentsSignature,
} from "../../../services/payments/nowpayments";
import { fromKobo } from "../../../services/payments/paystack";
import type { PaymentProviderName } from "../../../services/payments/provider";
import { routeOf } from "../../contract";

interface PaystackEvent {
  event?: unknown;
  data?: { reference?: unknown; amount?: unknown; currency?: unknown; status?: unknown };
}

interface NowpaymentsIpn {
  payment_id?: unknown;
  payment_status?: unknown;
  order_id?: unknown;
  price_amount?: unknown;
  price_currency?: unknown;
}

const ACKNOWLEDGED = { received: true, credited: false } as const;

/**
 * A gateway's event is described, not validated: its signature is checked over the raw bytes first, and an event
 * that does not match its deposit is acknowledged (so the gateway stops retrying) and logged, never refused.
 */
const described = { validatorCompiler: () => (data: unknown) => ({ value: data }) };
const text = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

function rawJson(request: FastifyRequest): { raw: Buffer; body: unknown } {
  const raw = request.body;
  if (!Buffer.isBuffer(raw)) throw new HttpError(400, "Expected a JSON body");
  try {
    return { raw, body: JSON.parse(raw.toString("utf8")) as unknown };
  } catch {
    throw new HttpError(400, "Body is not valid JSON");
  }
}

/** Provider callbacks: authenticated by their signature, never by a session. */
export default async function webhookRoutes(app: FastifyInstance) {
  // The signature covers the exact bytes sent, so this plugin keeps JSON bodies raw.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  /**
   * A signed event that does not match its deposit (amount, currency, status, or no such deposit) credits nothing
   * and is answered 200 so the gateway stops retrying; it goes to the operator's system log as a security event,
   * since only someone holding the secret (or the gateway, misconfigured) can send it.
   */
  async function refuse(gateway: PaymentProviderName, reference: string, reason: string, event: unknown) {
    await writeLog(app.db, {
      type: "security",
      action: "payment.event_refused",
      actor: gateway,
      target: reference ? `payment:${reference.slice(0, 64)}` : null,
      message: `A signed ${gateway} event was refused: ${reason}`,
      after: event,
    });
    return ACKNOWLEDGED;
  }

  async function settle(gateway: PaymentProviderName, request: CreditRequest, event: unknown) {
    const outcome: CreditOutcome = await app.deposits.settle(request);
    if (outcome.result === "not-found") return refuse(gateway, request.reference, "no such deposit", event);
    if (outcome.result === "mismatch") return refuse(gateway, request.reference, outcome.reason, event);
    return { received: true, credited: outcome.result === "credited" };
  }

  app.route({
    ...routeOf(webhookEndpoints.paystack),
    ...described,
    handler: async (request) => {
      const { paystack } = await app.deposits.gateways();
      if (!paystack) throw new HttpError(404, "Not found");
      const { raw, body } = rawJson(request);
      const signature = request.headers["x-paystack-signature"];
      if (!paystack.verify(raw, typeof signature === "string" ? signature : undefined)) {
        throw new HttpError(401, "Invalid signature");
      }
      const event = (body ?? {}) as PaystackEvent;
      // Other events (transfers, refunds, subscriptions) are none of the deposits' business.
      if (event.event !== "charge.success") return ACKNOWLEDGED;
      const reference = text(event.data?.reference);
      const summary = { event: event.event, ...event.data };
      if (event.data?.status !== "success") {
        return refuse(
          "paystack",
          reference,
          `status ${text(event.data?.status) || "(none)"} in a charge.success`,
          summary,
        );
      }
      const amount = fromKobo(event.data?.amount);
      if (amount === undefined) return refuse("paystack", reference, "no amount in kobo", summary);
      return settle(
        "paystack",
        { reference, provider: "paystack", paid: { amount, currency: text(event.data?.currency) } },
        summary,
      );
    },
  });

  app.route({
    ...routeOf(webhookEndpoints.nowpayments),
    ...described,
    handler: async (request) => {
      const { nowpayments } = await app.deposits.gateways();
      if (!nowpayments) throw new HttpError(404, "Not found");
      const { body } = rawJson(request);
      const signature = request.headers["x-nowpayments-sig"];
      if (
        !verifyNowpaymentsSignature(nowpayments.ipnSecret, body, typeof signature === "string" ? signature : undefined)
      ) {
        throw new HttpError(401, "Invalid signature");
      }
      const ipn = (body ?? {}) as NowpaymentsIpn;
      const reference = text(ipn.order_id);
      const status = text(ipn.payment_status);
      if (NOWPAYMENTS_FAILED_STATUSES.has(status)) {
        await app.deposits.fail("nowpayments", reference);
        return ACKNOWLEDGED;
      }
      // waiting, confirming, confirmed, sending, partially_paid: the payment is on its way, nothing to credit yet.
      if (status !== NOWPAYMENTS_FINISHED) return ACKNOWLEDGED;
      return settle(
        "nowpayments",
        {
          reference,
          provider: "nowpayments",
          paid: { amount: text(ipn.price_amount), currency: text(ipn.price_currency) },
        },
        ipn,
      );
    },
  });
}
