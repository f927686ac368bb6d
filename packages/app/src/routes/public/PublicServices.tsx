import { CurrencySwitcher } from "@smm/ui";
import { CataloguePage } from "../../components/CataloguePage";
import { CurrencyProvider, useCurrency } from "../../lib/currency";

/**
 * `/services`: the public catalogue from GET /api/catalogue, at list prices, in the visitor's display currency (the
 * same remembered choice as the customer header's).
 */
export default function Component() {
  return (
    <CurrencyProvider>
      <CataloguePage toolbar={<PublicCurrency />} />
    </CurrencyProvider>
  );
}

function PublicCurrency() {
  const { currency, setCurrency } = useCurrency();
  return (
    <div className="flex justify-end">
      <CurrencySwitcher aria-label="Show prices in" value={currency} onValueChange={setCurrency} />
    </div>
  );
}
