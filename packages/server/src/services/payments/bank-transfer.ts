import type { PaymentProvider } from "./provider";

/**
 * A manual bank transfer: the customer pays into the operator's account (Settings → bank details) and enters the
 * reference they used. Nothing to redirect to; the deposit waits until an operator approves or rejects it
 * (/admin/deposits).
 */
export class BankTransferProvider implements PaymentProvider {
  readonly name = "bank_transfer" as const;

  async initialise() {
    return {};
  }
}
