import { isMoneyInput, toDecimal } from "@smm/domain";
import { z } from "zod";
import { adminText } from "../../../../services/admin-input";

const AMOUNT_MESSAGE = "The amount must be greater than 0 with at most 2 decimals, e.g. 1500.50.";
const DISCOUNT_MESSAGE = "The discount must be a percentage from 0 to 100 (at most 2 decimals).";

/** An operator's balance adjustment: one ledger row ("adjustment"); a deduction never takes the balance below 0. */
export const fundsAdjustmentSchema = z.object({
  direction: z.enum(["add", "deduct"], { error: "Choose add or deduct." }),
  amount: z
    .string({ error: AMOUNT_MESSAGE })
    .refine(isMoneyInput, { error: AMOUNT_MESSAGE, abort: true })
    .refine((amount) => toDecimal(amount).greaterThan(0), { error: AMOUNT_MESSAGE, abort: true })
    .refine((amount) => !toDecimal(amount).greaterThan("1000000000"), "The amount is too large.")
    .describe("In the panel's currency, exact decimal"),
  reason: adminText("reason", 200).describe("Written on the ledger row the customer sees"),
});

/** The customer's discount on order prices, in percent. */
export const discountSchema = z.object({
  discount_percent: z
    .string({ error: DISCOUNT_MESSAGE })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: DISCOUNT_MESSAGE, abort: true })
    .refine((percent) => !toDecimal(percent).greaterThan(100), DISCOUNT_MESSAGE),
});
