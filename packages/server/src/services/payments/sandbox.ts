import type { CheckoutRequest, PaymentProvider } from "./provider";

/**
 * An offline provider for demos and tests: the "checkout" is a page of the panel itself where the customer
 * confirms (POST /api/deposits/:reference/confirm). No money moves anywhere.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;

  async initialise(request: CheckoutRequest) {
    const url = new URL("/dashboard/add-funds", request.siteUrl);
    url.searchParams.set("sandbox_reference", request.reference);
    return { checkoutUrl: url.toString() };
  }
}
