import { randomBytes } from "node:crypto";
import {
  ADD_FUNDS_MESSAGES,
  type AdminSettings,
  amountBelowMinimum,
  type DepositRequest,
  type PaymentMethodId,
  paymentMethodsFromSettings,
  percentOf,
} from "@smm/domain";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db, Queryable, Tx } from "../../db/client";
import { currentPanelId, MAIN_PANEL_ID } from "../../db/panel-context";
import { payments, users } from "../../db/schema";
import { HttpError, notFound, validationError } from "../../errors";
import { panelCurrency } from "../panels/currency";
import type { PanelUrl } from "../panels/directory";
import type { SettingsService } from "../settings";
import type { BankTransferProvider } from "./bank-transfer";
import {
  type CreditOutcome,
  type CreditRequest,
  creditPendingPayment,
  failPendingPayment,
  type PaymentRow,
} from "./credit";
import { readGatewayKeys } from "./gateway-keys";
import { NowpaymentsProvider } from "./nowpayments";
import { PaystackProvider } from "./paystack";
import { gatewaysFor, type PaymentProvider, type PaymentProviderName, ProviderError } from "./provider";
import type { SandboxProvider } from "./sandbox";

export const PROVIDER_UNAVAILABLE = ADD_FUNDS_MESSAGES.providerUnavailable;
export const METHOD_UNAVAILABLE = "This payment method is not available yet. Please choose another.";
export const SANDBOX_DEMO_ONLY = "Demo payments are only available when the panel runs in demo mode.";

const REFERENCE_PREFIX: Record<PaymentProviderName, string> = {
  sandbox: "SBX",
  paystack: "PSK",
  nowpayments: "NWP",
  bank_transfer: "BTR",
};

export function toDeposit(row: PaymentRow, checkoutUrl?: string) {
  return {
    reference: row.reference,
    provider: row.provider,
    method: row.method,
    amount: row.amount,
    bonus: row.bonus,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ...(row.transferReference ? { transfer_reference: row.transferReference } : {}),
    ...(checkoutUrl ? { checkout_url: checkoutUrl } : {}),
  };
}

/**
 * The checkouts this process can offer: the sandbox only in demo mode, the environment's gateways (the main panel's)
 * only when configured, and where the gateways a panel configures itself are reached.
 */
export interface PaymentProviders {
  sandbox?: SandboxProvider;
  paystack?: PaystackProvider;
  nowpayments?: NowpaymentsProvider;
  bankTransfer: BankTransferProvider;
  baseUrls: { paystack: string; nowpayments: string };
}

/** A panel's card and crypto gateways. */
export type Gateways = Pick<PaymentProviders, "paystack" | "nowpayments">;

export class DepositService {
  constructor(
    private readonly db: Db,
    private readonly providers: PaymentProviders,
    private readonly panelUrl: PanelUrl,
    private readonly settings: SettingsService,
  ) {}

  /** Demo mode: the sandbox checkout exists and its deposits may be confirmed by their customer. */
  get demo(): boolean {
    return this.providers.sandbox !== undefined;
  }

  /**
   * The card and crypto gateways of the running panel, for its checkouts and its webhooks: its own keys
   * (gateway-keys.ts) win; the keys of the environment are the main panel's own accounts, so a child panel's
   * customers pay the child, never into them.
   */
  async gateways(db: Queryable = this.db): Promise<Gateways> {
    const own = await readGatewayKeys(db);
    const main = currentPanelId() === MAIN_PANEL_ID;
    const { baseUrls } = this.providers;
    return gatewaysFor(
      {
        paystack: own.paystack_secret_key
          ? new PaystackProvider(own.paystack_secret_key, baseUrls.paystack)
          : main
            ? this.providers.paystack
            : undefined,
        nowpayments:
          own.nowpayments_api_key && own.nowpayments_ipn_secret
            ? new NowpaymentsProvider(own.nowpayments_api_key, own.nowpayments_ipn_secret, baseUrls.nowpayments)
            : main
              ? this.providers.nowpayments
              : undefined,
      },
      await panelCurrency(db),
    );
  }

  /** The real gateway of a method, when configured. */
  private gatewayOf(method: PaymentMethodId, gateways: Gateways): PaymentProvider | undefined {
    if (method === "card") return gateways.paystack;
    if (method === "crypto") return gateways.nowpayments;
    return this.providers.bankTransfer;
  }

  /**
   * Whether a customer can pay with `method` now: a checkout exists for it among the panel's `gateways` (bank
   * transfers: bank details are set).
   */
  offers(method: PaymentMethodId, settings: Pick<AdminSettings, "bank_transfer_details">, gateways: Gateways): boolean {
    if (method === "bank_transfer") return settings.bank_transfer_details.trim() !== "";
    return this.demo || this.gatewayOf(method, gateways) !== undefined;
  }

  /**
   * Who takes a deposit: a bank transfer is always manual; otherwise the named provider, else the sandbox in demo
   * mode, else the method's gateway. Outside demo mode there is no sandbox to name.
   */
  private choose(
    method: PaymentMethodId,
    requested: string | undefined,
    settings: AdminSettings,
    gateways: Gateways,
  ): PaymentProvider {
    if (method === "bank_transfer") {
      if (requested !== undefined && requested !== "bank_transfer") {
        throw validationError({ provider: [PROVIDER_UNAVAILABLE] });
      }
      if (!this.offers(method, settings, gateways)) throw validationError({ method: [METHOD_UNAVAILABLE] });
      return this.providers.bankTransfer;
    }
    if (requested === "sandbox" || (requested === undefined && this.demo)) {
      if (!this.providers.sandbox) throw validationError({ provider: [SANDBOX_DEMO_ONLY] });
      return this.providers.sandbox;
    }
    const gateway = this.gatewayOf(method, gateways);
    if (requested !== undefined && requested !== gateway?.name) {
      throw validationError({ provider: [PROVIDER_UNAVAILABLE] });
    }
    if (!gateway) throw validationError({ method: [METHOD_UNAVAILABLE] });
    return gateway;
  }

  /** Records a pending payment (amount and bonus fixed now, by the method's rules in Settings) and starts checkout. */
  async create(tx: Tx, userId: number, values: DepositRequest) {
    const settings = await this.settings.all(tx);
    const method = values.method as PaymentMethodId;
    const currency = await panelCurrency(tx);
    const belowMinimum = amountBelowMinimum(
      method,
      values.amount,
      paymentMethodsFromSettings(settings.payment_methods),
      currency,
    );
    if (belowMinimum) throw validationError({ amount: [belowMinimum] });
    const provider = this.choose(method, values.provider, settings, await this.gateways(tx));
    const amount = values.amount;
    const rules = settings.payment_methods.find((entry) => entry.id === method);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound();
    const reference = `${REFERENCE_PREFIX[provider.name]}-${randomBytes(12).toString("hex").toUpperCase()}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        provider: provider.name,
        method,
        reference,
        amount,
        bonus: percentOf(amount, rules?.bonus_percent ?? "0"),
        transferReference: values.transfer_reference ?? null,
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    const siteUrl = await this.panelUrl();
    try {
      const { checkoutUrl } = await provider.initialise({
        reference,
        amount: payment.amount,
        currency,
        email: user.email,
        siteUrl,
        callbackUrl: new URL(`/dashboard/add-funds?reference=${reference}`, siteUrl).toString(),
      });
      return toDeposit(payment, checkoutUrl);
    } catch (error) {
      if (error instanceof ProviderError) throw new HttpError(502, error.message);
      throw error;
    }
  }

  async get(userId: number, reference: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, reference), eq(payments.userId, userId)))
      .limit(1);
    if (!row) throw notFound("Payment not found");
    return toDeposit(row);
  }

  /**
   * The customer's own deposits, newest first, whatever their status: a bank transfer waiting for the operator, a
   * rejected or failed one, a credited one. Ledger rows show only money that moved.
   */
  async list(userId: number, { page = 1, per_page: perPage = 10 }: { page?: number; per_page?: number }) {
    const mine = eq(payments.userId, userId);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(payments)
        .where(mine)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(payments).where(mine),
    ]);
    const n = total?.n ?? 0;
    return {
      data: rows.map((row) => toDeposit(row)),
      meta: { page, per_page: perPage, total: n, last_page: Math.max(1, Math.ceil(n / perPage)) },
    };
  }

  /** Demo mode's sandbox checkout: the customer confirms their own sandbox deposit. 404 outside demo mode. */
  async confirmSandbox(userId: number, reference: string): Promise<{ credited: boolean; payment: PaymentRow }> {
    if (!this.demo) throw notFound("Payment not found");
    const outcome = await this.db.transaction((tx) =>
      creditPendingPayment(tx, { reference, provider: "sandbox", userId }),
    );
    if (outcome.result === "not-found" || outcome.result === "mismatch") throw notFound("Payment not found");
    return { credited: outcome.result === "credited", payment: outcome.payment };
  }

  /** A gateway's signed report, already verified: credited only when it matches the deposit. */
  settle(request: CreditRequest): Promise<CreditOutcome> {
    return this.db.transaction((tx) => creditPendingPayment(tx, request));
  }

  /** A gateway reports the payment failed or expired: a pending deposit of that gateway ends as failed. */
  async fail(provider: PaymentProviderName, reference: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.reference, reference), eq(payments.provider, provider)))
        .limit(1);
      if (row) await failPendingPayment(tx, row.id);
    });
  }
}
