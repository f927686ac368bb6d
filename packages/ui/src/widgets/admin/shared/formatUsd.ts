import { type DecimalInput, formatMoney } from "@smm/domain";

/** The admin dashboard's USD format (spec §9): "$12,345.67". */
export function formatUsd(amount: DecimalInput): string {
  return formatMoney(amount, "USD", "en-US");
}

const counts = new Intl.NumberFormat("en-US");

/** A whole count with grouping: "12,480". */
export function formatCount(value: number): string {
  return counts.format(value);
}
