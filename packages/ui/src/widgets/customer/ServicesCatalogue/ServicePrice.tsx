import { type CatalogueService, PRICE_UNIT_LABEL } from "@smm/domain";
import { useFormatServicePrice } from "../../common/Money/MoneyDisplay";

/** A package is sold whole: its price is the package's, never a rate per 1000. */
export const PACKAGE_UNIT_LABEL = "per package";

const isPackage = (service: CatalogueService) => service.type === "Package";

/**
 * A catalogue service's price for this viewer (the domain's rule, in their display currency) with its unit: "per
 * 1000", or "per package" for a Package (whose rate for 1000 is the package's price).
 */
export function ServicePrice({ service }: { service: CatalogueService }) {
  const formatPrice = useFormatServicePrice();
  // One child: a stacked card's cell is a two-column grid (label, value).
  return (
    <span>
      <span className="font-medium">{formatPrice({ id: service.id, unitPrice: service.price })}</span>{" "}
      <span className="text-muted-foreground text-xs">
        {isPackage(service) ? PACKAGE_UNIT_LABEL : PRICE_UNIT_LABEL}
      </span>
    </span>
  );
}
