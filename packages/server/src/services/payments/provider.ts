/** A way to take a customer's money. The panel credits a balance only when the provider (or an operator) confirms. */
export interface CheckoutRequest {
  reference: string;
  /** NGN, exact decimal string. */
  amount: string;
  email: string;
  /** The address of the deposit's panel: the gateway returns the customer and posts its events there. */
  siteUrl: string;
  callbackUrl: string;
}

export const PAYMENT_PROVIDER_NAMES = ["sandbox", "paystack", "nowpayments", "bank_transfer"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a checkout and answers where to send the customer (nowhere for a manual transfer). */
  initialise(request: CheckoutRequest): Promise<{ checkoutUrl?: string }>;
}

export class ProviderError extends Error {}

/** The currency every deposit is in: a gateway event in any other currency is refused. */
export const DEPOSIT_CURRENCY = "NGN";
