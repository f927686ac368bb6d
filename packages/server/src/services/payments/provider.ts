import { type CurrencyCode, paystackSupports } from "@smm/domain";
/** A way to take a customer's money. The panel credits a balance only when the provider (or an operator) confirms. */
export interface CheckoutRequest {
  reference: string;
  /** In the panel's currency, exact decimal string. */
  amount: string;
  /** The panel's currency (every deposit is in it): what the gateway is asked to charge in. */
  currency: CurrencyCode;
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

/**
 * The gateways of `currency`'s panel (Paystack only where it charges in that currency: @smm/domain's
 * paystackSupports); a crypto invoice is priced in any currency, a manual transfer is in the panel's.
 */
export function gatewaysFor<G extends { paystack?: unknown; nowpayments?: unknown }>(
  gateways: G,
  currency: CurrencyCode,
): G {
  return paystackSupports(currency) ? gateways : { ...gateways, paystack: undefined };
}
