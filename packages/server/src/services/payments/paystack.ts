import { createHmac, timingSafeEqual } from "node:crypto";
import { toDecimal } from "@smm/domain";
import type { CheckoutRequest, PaymentProvider } from "./provider";
import { ProviderError } from "./provider";

export const PAYSTACK_BASE_URL = "https://api.paystack.co";

/** An amount → its minor units (kobo, cents) as an integer string, exactly (every panel currency has 2). */
export function toKobo(amount: string): string {
  return toDecimal(amount).times(100).toFixed(0);
}

/** Paystack's minor units (an integer, as a number or string) → an exact decimal string; undefined when not one. */
export function fromKobo(kobo: unknown): string | undefined {
  const text = typeof kobo === "number" || typeof kobo === "string" ? String(kobo) : "";
  return /^\d{1,15}$/.test(text) ? toDecimal(text).dividedBy(100).toFixed(2) : undefined;
}

/** Paystack signs the raw webhook body with HMAC-SHA512 of the secret key, hex, in x-paystack-signature. */
export function verifyPaystackSignature(secret: string, rawBody: Buffer, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac("sha512", secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

export function signPaystackBody(secret: string, rawBody: string | Buffer): string {
  return createHmac("sha512", secret).update(rawBody).digest("hex");
}

/** A Paystack-compatible adapter: initialise a transaction, redirect the customer, credit on the signed webhook. */
export class PaystackProvider implements PaymentProvider {
  readonly name = "paystack" as const;

  constructor(
    private readonly secretKey: string,
    private readonly baseUrl = PAYSTACK_BASE_URL,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async initialise(request: CheckoutRequest) {
    let response: Response;
    try {
      response = await this.fetchImpl(`${this.baseUrl}/transaction/initialize`, {
        method: "POST",
        headers: { authorization: `Bearer ${this.secretKey}`, "content-type": "application/json" },
        body: JSON.stringify({
          email: request.email,
          amount: toKobo(request.amount),
          currency: request.currency,
          reference: request.reference,
          callback_url: request.callbackUrl,
        }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new ProviderError(`Payment provider unreachable: ${(error as Error).message}`);
    }
    const body = (await response.json().catch(() => null)) as {
      status?: boolean;
      message?: string;
      data?: { authorization_url?: string };
    } | null;
    const checkoutUrl = body?.data?.authorization_url;
    if (!response.ok || !body?.status || !checkoutUrl) {
      throw new ProviderError(`Payment provider refused the payment: ${body?.message ?? response.status}`);
    }
    return { checkoutUrl };
  }

  verify(rawBody: Buffer, signature: string | undefined): boolean {
    return verifyPaystackSignature(this.secretKey, rawBody, signature);
  }
}
