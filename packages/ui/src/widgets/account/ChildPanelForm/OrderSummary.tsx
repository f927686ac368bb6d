import { type ChildPanelCurrency, formatMoney, isCurrencyCode, isMoneyInput } from "@smm/domain";

export type OrderSummaryProps = {
  domain: string;
  currency: ChildPanelCurrency | "";
  adminUsername: string;
  pricePerMonth: string;
};

const NOT_SET = "—";

/** The price in the panel's currency once both are valid, e.g. "$25.00" for usd. */
function priceText(price: string, currency: OrderSummaryProps["currency"]): string {
  const code = currency.toUpperCase();
  if (!isMoneyInput(price) || !isCurrencyCode(code)) return NOT_SET;
  return `${formatMoney(price.trim(), code)} / month`;
}

/** What the customer is ordering, updated as the form is filled. */
export function OrderSummary({ domain, currency, adminUsername, pricePerMonth }: OrderSummaryProps) {
  const rows: [string, string][] = [
    ["Domain", domain.trim() || NOT_SET],
    ["Currency", currency ? currency.toUpperCase() : NOT_SET],
    ["Admin username", adminUsername.trim() || NOT_SET],
    ["Price per month", priceText(pricePerMonth, currency)],
  ];
  return (
    <dl data-slot="order-summary" className="grid grid-cols-1 gap-3 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 border-b pb-3 last:border-b-0 last:pb-0">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0 truncate text-right font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
