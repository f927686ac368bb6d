import { createHmac, timingSafeEqual } from "node:crypto";
import type { CheckoutRequest, PaymentProvider } from "./provider";
import { ProviderError } from "./provider";

/** Keys sorted at every depth: NOWPayments signs JSON.stringify of the body sorted this way. */
function sortedDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedDeep);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedDeep((value as Record<string, unknown>)[key])]),
  );
}

/** The x-nowpayments-sig of an IPN body: HMAC-SHA512 (hex) of its key-sorted JSON with the IPN secret. */
export function signNowpaymentsBody(ipnSecret: string, body: unknown): string {
  return createHmac("sha512", ipnSecret)
    .update(JSON.stringify(sortedDeep(body)))
    .digest("hex");
}

export function verifyNowpaymentsSignature(ipnSecret: string, body: unknown, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signNowpaymentsBody(ipnSecret, body), "hex"), Buffer.from(signature, "hex"));
}

/** An IPN's payment_status values: only "finished" credits; these end the deposit as failed. */
export const NOWPAYMENTS_FINISHED = "finished";
export const NOWPAYMENTS_FAILED_STATUSES: ReadonlySet<string> = new Set(["failed", "expired", "refunded"]);

/**
 * A NOWPayments-compatible crypto gateway: an invoice priced in the panel's currency that the customer pays in the coin they choose;
 * the balance is credited by the signed IPN (POST /api/webhooks/nowpayments) once the payment is finished.
 */
export class NowpaymentsProvider implements PaymentProvider {
  readonly name = "nowpayments" as const;

  constructor(
    private readonly apiKey: string,
    readonly ipnSecret: string,
    private readonly baseUrl: string,
  ) {}

  async initialise(request: CheckoutRequest) {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/v1/invoice`, {
        method: "POST",
        headers: { "x-api-key": this.apiKey, "content-type": "application/json" },
        body: JSON.stringify({
          // A JSON number: an amount of at most 2 decimals below DEPOSIT_AMOUNT_MAX is exact as a double.
          price_amount: Number(request.amount),
          price_currency: request.currency.toLowerCase(),
          order_id: request.reference,
          order_description: `Deposit ${request.reference}`,
          ipn_callback_url: new URL("/api/webhooks/nowpayments", request.siteUrl).toString(),
          success_url: request.callbackUrl,
          cancel_url: request.callbackUrl,
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new ProviderError("The crypto payment provider cannot be reached. Please try again later.");
    }
    const body = (await response.json().catch(() => null)) as { invoice_url?: unknown } | null;
    const checkoutUrl = body?.invoice_url;
    if (!response.ok || typeof checkoutUrl !== "string" || !/^https?:\/\//.test(checkoutUrl)) {
      throw new ProviderError(`The crypto payment provider refused the payment (HTTP ${response.status}).`);
    }
    return { checkoutUrl };
  }
}
