import { compareMoney, type DecimalString } from "@smm/domain";
import { Minus, TrendingDown, TrendingUp } from "lucide-react";
import { cn } from "../../../lib/cn";
import { useFormatServicePrice } from "../../common/Money/MoneyDisplay";

/**
 * "₦1,400.00 → ₦1,200.00": two list unit prices shown the one way prices are shown (the viewer's rate per 1000, in
 * their currency); the arrow is read as "to".
 */
export function PriceMove({ oldPrice, newPrice }: { oldPrice: DecimalString; newPrice: DecimalString }) {
  const formatMoney = useFormatServicePrice();
  return (
    <span data-slot="price-move" className="inline-flex items-center gap-1.5 tabular-nums">
      <span className="text-muted-foreground">{formatMoney({ unitPrice: oldPrice })}</span>
      <span aria-hidden="true">→</span>
      <span className="sr-only">to</span>
      <span className="font-medium">{formatMoney({ unitPrice: newPrice })}</span>
    </span>
  );
}

/** The signed percentage change; a fall is good news for the customer (success), a rise is not. */
export function PercentChange({ change }: { change: DecimalString }) {
  const direction = compareMoney(change, "0");
  const Icon = direction < 0 ? TrendingDown : direction > 0 ? TrendingUp : Minus;
  const sign = direction > 0 ? "+" : "";
  return (
    <span
      data-slot="percent-change"
      data-direction={direction < 0 ? "down" : direction > 0 ? "up" : "none"}
      className={cn(
        "inline-flex items-center gap-1 font-medium tabular-nums [&_svg]:size-3.5",
        direction < 0 ? "text-success" : direction > 0 ? "text-destructive" : "text-muted-foreground",
      )}
    >
      <Icon aria-hidden="true" />
      {sign}
      {change}%
    </span>
  );
}
