import { toDecimal, toMoney } from "@smm/domain";
import type { orders } from "../db/schema";

type OrderStatus = (typeof orders.$inferSelect)["status"];

/**
 * What an order moved to `status` gives back to the customer: a cancel the whole charge, a partial the share of
 * the charge for the quantity not delivered (`remains`), anything else nothing.
 */
export function refundFor(order: { charge: string; quantity: number }, status: OrderStatus, remains: number): string {
  if (status === "canceled") return toMoney(order.charge);
  if (status === "partial") return toMoney(toDecimal(order.charge).times(remains).dividedBy(order.quantity));
  return "0.00";
}
