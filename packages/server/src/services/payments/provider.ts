/** A way to take a customer's money. The panel credits a balance only when the provider confirms. */
export interface CheckoutRequest {
  reference: string;
  /** NGN, exact decimal string. */
  amount: string;
  email: string;
  callbackUrl: string;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "paystack";
  /** Starts a checkout and answers where to send the customer. */
  initialise(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
}

export class ProviderError extends Error {}
