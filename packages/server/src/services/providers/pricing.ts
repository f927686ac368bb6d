import { RESELLER_SERVICE_TYPES, toDecimal } from "@smm/domain";

/** How a service type is stored: "default" (what the rest of the panel writes) or the API v2 word. */
export function storedType(type: string): string {
  const word = type.toLowerCase().replace(/[-_]/g, " ");
  const match = RESELLER_SERVICE_TYPES.find((t) => t !== "Default" && t.toLowerCase() === word);
  return match ?? "default";
}

/** Our unit price from the provider's price per 1000: × (1 + markup %) × currency rate ÷ 1000, 4 places. */
export function resalePrice(ratePer1000: string, markupPercent: string, currencyRate: string): string {
  return toDecimal(ratePer1000)
    .times(toDecimal(markupPercent).plus(100))
    .dividedBy(100)
    .times(currencyRate)
    .dividedBy(1000)
    .toDecimalPlaces(4, 0)
    .toFixed(4);
}
