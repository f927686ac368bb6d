import { type CatalogueService, priceUnitLabel } from "@smm/domain";
import { useFormatServicePrice } from "../../common/Money/MoneyDisplay";

/**
 * A catalogue service's price for this viewer (the domain's rule, in their display currency) with the domain's unit:
 * "per 1000", or "per package" for a Package (whose rate for 1000 is the package's price).
 */
export function ServicePrice({ service }: { service: CatalogueService }) {
  const formatPrice = useFormatServicePrice();
  // One child: a stacked card's cell is a two-column grid (label, value).
  return (
    <span>
      <span className="font-medium">{formatPrice({ id: service.id, unitPrice: service.price })}</span>{" "}
      <span className="text-muted-foreground text-xs">{priceUnitLabel(service.type)}</span>
    </span>
  );
}
