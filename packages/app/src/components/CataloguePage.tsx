import { ServicesCatalogue } from "@smm/ui";
import type * as React from "react";
import { useCatalogue } from "../lib/useCatalogue";

/**
 * The services catalogue over the server's data, shared by /services and /dashboard/services: it is the page, so its
 * title 'Social Media Services' is the page's one heading (spec §2). Prices follow the nearest CurrencyProvider (the
 * display currency, and a signed-in customer's discount).
 */
export function CataloguePage({ toolbar }: { toolbar?: React.ReactNode }) {
  const catalogue = useCatalogue();
  return (
    <div className="grid gap-4">
      {toolbar}
      <ServicesCatalogue
        titleAs="h1"
        services={catalogue.data?.services ?? []}
        platforms={catalogue.data?.platforms ?? []}
        isLoading={catalogue.isPending}
        error={catalogue.error?.message ?? null}
        onRetry={() => void catalogue.refetch()}
      />
    </div>
  );
}
