import { randomBytes } from "node:crypto";
import {
  addFundsSchemaFor,
  isPositive,
  type PaymentMethodId,
  paymentMethodsFromSettings,
  percentOf,
} from "@smm/domain";
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { payments, users } from "../../db/schema";
import { HttpError, notFound, validationError } from "../../errors";
import { validateBody } from "../../validation";
import { credit } from "../ledger";
import type { SettingsService } from "../settings";
import { type PaystackProvider, toKobo } from "./paystack";
import { type PaymentProvider, ProviderError } from "./provider";
import type { SandboxProvider } from "./sandbox";

export const PROVIDER_UNAVAILABLE = "This payment provider is not available. Please choose another.";

type PaymentRow = typeof payments.$inferSelect;

export function toDeposit(row: PaymentRow, checkoutUrl?: string) {
  return {
    reference: row.reference,
    provider: row.provider,
    method: row.method,
    amount: row.amount,
    bonus: row.bonus,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    ...(checkoutUrl ? { checkout_url: checkoutUrl } : {}),
  };
}

export interface CompletionResult {
  credited: boolean;
  payment: PaymentRow;
}

export class DepositService {
  constructor(
    private readonly db: Db,
    private readonly providers: { sandbox: SandboxProvider; paystack?: PaystackProvider },
    private readonly publicUrl: string,
    private readonly settings: SettingsService,
  ) {}

  provider(name: unknown): PaymentProvider {
    const chosen =
      name === undefined || name === "sandbox"
        ? this.providers.sandbox
        : name === "paystack"
          ? this.providers.paystack
          : undefined;
    if (!chosen) throw validationError({ provider: [PROVIDER_UNAVAILABLE] });
    return chosen;
  }

  /** Records a pending payment (amount and bonus fixed now, by the method's rules in Settings) and starts checkout. */
  async create(tx: Tx, userId: number, body: unknown) {
    const { payment_methods } = await this.settings.all(tx);
    const values = validateBody(addFundsSchemaFor(paymentMethodsFromSettings(payment_methods)), body);
    const provider = this.provider((body as { provider?: unknown }).provider);
    const method = values.method as PaymentMethodId;
    const amount = values.amount;
    const rules = payment_methods.find((entry) => entry.id === method);
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound();
    const reference = `${provider.name === "sandbox" ? "SBX" : "PSK"}-${randomBytes(12).toString("hex").toUpperCase()}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        userId,
        provider: provider.name,
        method,
        reference,
        amount,
        bonus: percentOf(amount, rules?.bonus_percent ?? "0"),
      })
      .returning();
    if (!payment) throw new Error("payment insert returned nothing");
    try {
      const { checkoutUrl } = await provider.initialise({
        reference,
        amount: payment.amount,
        email: user.email,
        callbackUrl: new URL(`/dashboard/add-funds?reference=${reference}`, this.publicUrl).toString(),
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
   * Marks a pending payment completed and credits amount + bonus (+ the referrer's commission), all in one
   * transaction. The status flip is a conditional update: however often a confirmation or webhook arrives,
   * only one of them finds the payment pending, so a reference is credited exactly once.
   */
  async complete(
    reference: string,
    expect: { provider: string; userId?: number; amountKobo?: string },
  ): Promise<CompletionResult> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(payments).where(eq(payments.reference, reference)).limit(1);
      if (
        !existing ||
        existing.provider !== expect.provider ||
        (expect.userId !== undefined && existing.userId !== expect.userId)
      ) {
        throw notFound("Payment not found");
      }
      if (expect.amountKobo !== undefined && expect.amountKobo !== toKobo(existing.amount)) {
        throw new HttpError(422, "The paid amount does not match the payment.");
      }
      const [payment] = await tx
        .update(payments)
        .set({ status: "completed", completedAt: new Date() })
        .where(and(eq(payments.id, existing.id), eq(payments.status, "pending")))
        .returning();
      if (!payment) return { credited: false, payment: existing };

      const settings = await this.settings.all(tx);
      const label = settings.payment_methods.find((entry) => entry.id === payment.method)?.name ?? payment.method;
      await credit(tx, payment.amount, { userId: payment.userId, kind: "deposit", method: label, reference });
      if (isPositive(payment.bonus)) {
        await credit(tx, payment.bonus, { userId: payment.userId, kind: "bonus", method: `${label} bonus`, reference });
      }
      const [owner] = await tx.select({ referredBy: users.referredBy }).from(users).where(eq(users.id, payment.userId));
      if (owner?.referredBy) {
        const commission = percentOf(payment.amount, settings.affiliate.commission_percent);
        if (isPositive(commission)) {
          await credit(tx, commission, {
            userId: owner.referredBy,
            kind: "commission",
            method: "Affiliate commission",
            reference,
          });
        }
      }
      return { credited: true, payment };
    });
  }
}
