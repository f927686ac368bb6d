import { toExactString, toMoney } from "@smm/domain";

/** A unit price as shown: 2 decimals when that is exact ("1.20"), every significant digit otherwise ("0.0125"). */
export function formatUnitPrice(stored: string): string {
  const money = toMoney(stored);
  return toExactString(money) === toExactString(stored) ? money : toExactString(stored);
}
