/** The signed-in customer's own account: who they are, their profile and password, their New Order stat cards. */
import { z } from "zod";
import { passwordChangeSchema, profileSchema } from "../schemas/register";
import { decimalText, isoDateTime, messageSchema } from "./common";
import { endpoint } from "./endpoint";

export const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  balance: decimalText,
  created_at: isoDateTime,
  /** The code of the customer's referral link. */
  referral_code: z.string().optional(),
  /**
   * The customer's discount in percent (GET /user; "0" without one): with `customerPricing` it prices every
   * screen exactly as the server charges.
   */
  discount_percent: decimalText.describe("The customer's discount in percent (GET /user only)").optional(),
  /** The customer's custom rates (GET /user): unit price by service id, what `customerPricing` takes. */
  custom_unit_prices: z
    .record(z.string(), decimalText)
    .describe("The customer's custom rates: unit price by service id (GET /user only)")
    .optional(),
});
export type User = z.output<typeof userSchema>;

/** GET /dashboard: the customer's stat cards. */
export const dashboardStatsSchema = z.object({
  username: z.string(),
  balance: decimalText,
  totalOrders: z.number().int(),
  totalSpent: decimalText,
});
export type DashboardStats = z.output<typeof dashboardStatsSchema>;
/** The cards the New Order form shows. */
export type CustomerDashboardStats = Omit<DashboardStats, "totalSpent">;

export const accountEndpoints = {
  user: endpoint({
    method: "GET",
    path: "/user",
    summary: "The signed-in customer",
    response: userSchema,
  }),
  updateProfile: endpoint({
    method: "PUT",
    path: "/user",
    summary: "Update first and last name",
    body: profileSchema,
    response: userSchema,
  }),
  changePassword: endpoint({
    method: "PUT",
    path: "/user/password",
    summary: "Change the password (signs out other sessions)",
    body: passwordChangeSchema,
    response: messageSchema,
  }),
  dashboard: endpoint({
    method: "GET",
    path: "/dashboard",
    summary: "Stat cards: balance, total orders, total spent",
    response: dashboardStatsSchema,
  }),
};
