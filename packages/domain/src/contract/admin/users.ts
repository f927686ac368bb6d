/** Customers, for the operator: list, detail, ledger, tickets, funds, discount, custom rates, suspension, reset. */
import { z } from "zod";
import { isMoneyInput, toDecimal } from "../../money/decimal";
import { TICKET_STATUSES } from "../../statuses";
import { decimalText, idParams, isoDateTime, rowId, wholeNumberParam } from "../common";
import { endpoint } from "../endpoint";
import { adminLedgerEntrySchema, adminListQuery, adminMessageSchema, adminPageSchema } from "./common";
import { adminText, ratePer1000 } from "./fields";

export const adminUserQuerySchema = adminListQuery(["id", "username", "balance", "created_at", "orders"], {
  status: z.enum(["active", "suspended"]),
});
export type AdminUserQuery = z.output<typeof adminUserQuerySchema>;
export type AdminUserSort = NonNullable<AdminUserQuery["sort"]>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  balance: decimalText,
  discountPercent: decimalText.describe('Taken off this customer\'s order prices, in percent ("0" to "100")'),
  suspended: z.boolean(),
  orderCount: z.number().int(),
  totalSpent: decimalText,
  createdAt: isoDateTime,
});
export type AdminUser = z.output<typeof adminUserSchema>;

export const adminUserTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(TICKET_STATUSES),
  lastUpdate: isoDateTime,
});
export type AdminUserTicket = z.output<typeof adminUserTicketSchema>;

/** A rate the operator negotiated with one customer for one service. */
export const adminCustomRateSchema = z.object({
  serviceId: z.number().int(),
  service: z.string(),
  listRatePer1000: decimalText.describe("The service's list price per 1000, for comparison"),
  ratePer1000: decimalText.describe("What this customer pays per 1000 instead (their discount is not taken off it)"),
});
export type AdminCustomRate = z.output<typeof adminCustomRateSchema>;
const customRatesSchema = z.object({ data: z.array(adminCustomRateSchema) });

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
export type FundsAdjustment = z.output<typeof fundsAdjustmentSchema>;

export const fundsAdjustmentResultSchema = z.object({ balance: decimalText, entry: adminLedgerEntrySchema });
export type FundsAdjustmentResult = z.output<typeof fundsAdjustmentResultSchema>;

/** The customer's discount on order prices, in percent. */
export const discountSchema = z.object({
  discount_percent: z
    .string({ error: DISCOUNT_MESSAGE })
    .trim()
    .regex(/^\d{1,3}(\.\d{1,2})?$/, { error: DISCOUNT_MESSAGE, abort: true })
    .refine((percent) => !toDecimal(percent).greaterThan(100), DISCOUNT_MESSAGE),
});

const rateParams = z.object({ id: rowId, serviceId: rowId });

export const adminUserEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/admin/users",
    summary: "Customers, paged, searched and sorted",
    query: adminUserQuerySchema,
    response: adminPageSchema(adminUserSchema),
  }),
  get: endpoint({
    method: "GET",
    path: "/admin/users/:id",
    summary: "One customer",
    params: idParams,
    response: adminUserSchema,
  }),
  ledger: endpoint({
    method: "GET",
    path: "/admin/users/:id/ledger",
    summary: "A customer's ledger, newest first",
    params: idParams,
    query: z.object({
      page: wholeNumberParam(1, 1_000_000).optional(),
      per_page: wholeNumberParam(1, 100).optional(),
    }),
    response: adminPageSchema(adminLedgerEntrySchema),
  }),
  tickets: endpoint({
    method: "GET",
    path: "/admin/users/:id/tickets",
    summary: "A customer's tickets",
    params: idParams,
    response: z.object({ data: z.array(adminUserTicketSchema) }),
  }),
  adjustFunds: endpoint({
    method: "POST",
    path: "/admin/users/:id/funds",
    summary: "Add or deduct funds with a reason (a ledger row; never below zero)",
    params: idParams,
    body: fundsAdjustmentSchema,
    response: fundsAdjustmentResultSchema,
  }),
  setDiscount: endpoint({
    method: "PUT",
    path: "/admin/users/:id/discount",
    summary: "Set the customer's discount on order prices, in percent",
    params: idParams,
    body: discountSchema,
    response: adminUserSchema,
  }),
  rates: endpoint({
    method: "GET",
    path: "/admin/users/:id/rates",
    summary: "The customer's custom rates (a price per 1000 per service instead of the list price less the discount)",
    params: idParams,
    response: customRatesSchema,
  }),
  setRate: endpoint({
    method: "PUT",
    path: "/admin/users/:id/rates/:serviceId",
    summary: "Set the customer's custom rate for a service, per 1000",
    params: rateParams,
    body: z.object({ rate_per_1000: ratePer1000 }),
    response: customRatesSchema,
  }),
  removeRate: endpoint({
    method: "DELETE",
    path: "/admin/users/:id/rates/:serviceId",
    summary: "Remove the customer's custom rate for a service (the list price less the discount applies again)",
    params: rateParams,
    response: customRatesSchema,
  }),
  suspend: endpoint({
    method: "POST",
    path: "/admin/users/:id/suspend",
    summary: "Suspend a customer (every session ends)",
    params: idParams,
    response: adminUserSchema,
  }),
  reactivate: endpoint({
    method: "POST",
    path: "/admin/users/:id/reactivate",
    summary: "Reactivate a suspended customer",
    params: idParams,
    response: adminUserSchema,
  }),
  passwordReset: endpoint({
    method: "POST",
    path: "/admin/users/:id/password-reset",
    summary: "Mail the customer a single-use password reset link",
    params: idParams,
    response: adminMessageSchema,
  }),
};
