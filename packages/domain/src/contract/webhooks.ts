/**
 * Payment gateways' callbacks. Their bodies are described, not validated: the server checks each signature over the
 * raw bytes first, and an event that does not match its deposit is acknowledged (so the gateway stops retrying).
 */
import { z } from "zod";
import { endpoint } from "./endpoint";

/** What every signed event is answered: received, and whether it credited a deposit. */
export const webhookAcknowledgementSchema = z.object({ received: z.boolean(), credited: z.boolean() });

export const webhookEndpoints = {
  paystack: endpoint({
    method: "POST",
    path: "/webhooks/paystack",
    summary: "Paystack webhook (x-paystack-signature: HMAC-SHA512 of the raw body)",
    body: z.looseObject({
      event: z.string().describe("charge.success credits; other events are acknowledged"),
      data: z.looseObject({
        reference: z.string(),
        amount: z.number().int().describe("In kobo"),
        currency: z.string().describe("NGN"),
        status: z.string().describe("success"),
      }),
    }),
    response: webhookAcknowledgementSchema,
  }),
  nowpayments: endpoint({
    method: "POST",
    path: "/webhooks/nowpayments",
    summary: "NOWPayments IPN (x-nowpayments-sig: HMAC-SHA512 of the key-sorted JSON body with the IPN secret)",
    body: z.looseObject({
      payment_id: z.union([z.string(), z.number()]),
      payment_status: z.string().describe("finished credits; failed, expired and refunded end the deposit"),
      order_id: z.string().describe("The deposit's reference"),
      price_amount: z.union([z.string(), z.number()]),
      price_currency: z.string().describe("ngn"),
    }),
    response: webhookAcknowledgementSchema,
  }),
};
