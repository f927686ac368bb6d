import type { ChildPanelCurrency, DecimalString } from "@smm/domain";
import { useFormatCharge } from "../../common/Money/MoneyDisplay";

export type OrderSummaryProps = {
  domain: string;
  currency: ChildPanelCurrency | "";
  adminUsername: string;
  /** The operator's monthly price in NGN (undefined while it loads). */
  pricePerMonth: DecimalString | undefined;
};

const NOT_SET = "—";

/** What the customer is ordering, updated as the form is filled; the price is the one charged, in naira. */
export function OrderSummary({ domain, currency, adminUsername, pricePerMonth }: OrderSummaryProps) {
  const formatCharge = useFormatCharge();
  const rows: [string, string][] = [
    ["Domain", domain.trim() || NOT_SET],
    ["Currency", currency ? currency.toUpperCase() : NOT_SET],
    ["Admin username", adminUsername.trim() || NOT_SET],
    ["Price per month", pricePerMonth === undefined ? NOT_SET : `${formatCharge(pricePerMonth)} / month`],
  ];
  return (
    <dl data-slot="order-summary" className="grid grid-cols-1 gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b pb-3 last:border-b-0 last:pb-0">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 text-right font-medium tabular-nums [overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
