import type { FastifyInstance } from "fastify";
import { HttpError } from "../../../errors";

interface PaystackEvent {
  event?: unknown;
  data?: { reference?: unknown; amount?: unknown; currency?: unknown; status?: unknown };
}

/** Provider callbacks: authenticated by their signature, never by a session. */
export default async function webhookRoutes(app: FastifyInstance) {
  // The signature covers the exact bytes sent, so this plugin keeps JSON bodies raw.
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

  app.post(
    "/webhooks/paystack",
    { schema: { summary: "Paystack-compatible webhook (x-paystack-signature: HMAC-SHA512 of the raw body)" } },
    async (request) => {
      const paystack = app.paystack;
      if (!paystack) throw new HttpError(404, "Not found");
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new HttpError(400, "Expected a JSON body");
      const signature = request.headers["x-paystack-signature"];
      if (!paystack.verify(raw, typeof signature === "string" ? signature : undefined)) {
        throw new HttpError(401, "Invalid signature");
      }
      let event: PaystackEvent;
      try {
        event = JSON.parse(raw.toString("utf8")) as PaystackEvent;
      } catch {
        throw new HttpError(400, "Body is not valid JSON");
      }
      const reference = event.data?.reference;
      if (event.event !== "charge.success" || typeof reference !== "string") return { received: true, credited: false };
      const amount = event.data?.amount;
      const { credited } = await app.deposits.complete(reference, {
        provider: "paystack",
        amountKobo: typeof amount === "number" || typeof amount === "string" ? String(amount) : "",
      });
      return { received: true, credited };
    },
  );
}
