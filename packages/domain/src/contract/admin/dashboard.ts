/**
 * GET /admin/dashboard: every figure computed from the database at request time, in the operator's reporting
 * currency (settings' `reporting_currency`; NGN by default).
 */
import { z } from "zod";
import { decimalText } from "../common";
import { endpoint } from "../endpoint";
import { currencyCode } from "./common";

export const adminDailyFiguresSchema = z.object({
  date: z.string().describe('The UTC day, "2026-11-22"'),
  revenue: decimalText,
  orders: z.number().int(),
  newUsers: z.number().int(),
});
export type AdminDailyFigures = z.output<typeof adminDailyFiguresSchema>;

export const adminDashboardSchema = z.object({
  currency: currencyCode,
  totalUsers: z.number().int(),
  totalBalance: decimalText.describe("Sum of every customer's balance"),
  totalOrders: z.number().int(),
  fundsCollected: decimalText.describe("All completed deposits ever (bonuses not included)"),
  fundsCollectedThisMonth: decimalText,
  fundsCollectedLastMonth: decimalText,
  fundsCollectedTrend: decimalText
    .nullable()
    .describe(
      'This month vs last month in percent, signed, 2 places ("12.50"); null when last month collected nothing',
    ),
  todaysProfit: decimalText.describe(
    "Today's order charges less refunds and the orders' cost (settled, or expected while open)",
  ),
  todaysOrders: z.number().int(),
  newUsersToday: z.number().int(),
  last30Days: z.object({
    revenue: decimalText.describe(
      "Order charges less refunds of the orders placed in the last 30 days (today included)",
    ),
    orders: z.number().int(),
    newUsers: z.number().int(),
    avgOrderValue: decimalText.describe('revenue / orders, 2 places ("0.00" without orders)'),
    series: z.array(adminDailyFiguresSchema).describe("One entry per day, oldest first, 30 entries"),
  }),
});
export type AdminDashboard = z.output<typeof adminDashboardSchema>;

/**
 * The dashboard as the admin screens show it (funds collected this month beside its trend), without last month's
 * funds and the daily series; the ui widgets' props.
 */
export type AdminDashboardStats = Omit<AdminDashboard, "fundsCollectedLastMonth" | "last30Days"> & {
  last30Days: Omit<AdminDashboard["last30Days"], "series">;
};

export const adminDashboardEndpoints = {
  figures: endpoint({
    method: "GET",
    path: "/admin/dashboard",
    summary: "Admin dashboard figures, computed from the database (the reporting currency, UTC days)",
    response: adminDashboardSchema,
  }),
};
