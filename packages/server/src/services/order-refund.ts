import { toDecimal, toMoney } from "@smm/domain";
import type { orders } from "../db/schema";

type OrderStatus = (typeof orders.$inferSelect)["status"];

/**
 * What an order moved to `status` gives back to the customer: a cancel the whole charge, a partial the share of
 * the charge for the quantity not delivered (`remains`), anything else nothing.
 */
export function refundFor(order: { charge: string; quantity: number }, status: OrderStatus, remains: number): string {
  if (status === "canceled") return toMoney(order.charge);
  if (status === "partial") return chargeShare(order, remains);
  return "0.00";
}

/** The part of an order's charge that pays for `quantity` of it (a partial's undelivered part, a drip-feed run). */
export function chargeShare(order: { charge: string; quantity: number }, quantity: number): string {
  return toMoney(toDecimal(order.charge).times(quantity).dividedBy(order.quantity));
}
