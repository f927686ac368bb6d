import { ServicesCatalogue } from "@smm/ui";
import { useCatalogue } from "../lib/useCatalogue";

/** The services catalogue over the server's data, shared by /services and /dashboard/services. */
export function CataloguePage() {
  const catalogue = useCatalogue();
  return (
    <ServicesCatalogue
      services={catalogue.data?.services ?? []}
      platforms={catalogue.data?.platforms ?? []}
      isLoading={catalogue.isPending}
      error={catalogue.error?.message ?? null}
      onRetry={() => void catalogue.refetch()}
    />
  );
}
