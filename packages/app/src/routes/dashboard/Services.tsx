import { CataloguePage } from "../../components/CataloguePage";
import { preload } from "../../lib/preload";
import { catalogueQuery } from "../../lib/useCatalogue";

export const clientLoader = () => preload(catalogueQuery);

/**
 * `/dashboard/services`: the same catalogue inside the customer shell (registered once, spec §2), in the header's
 * currency at the customer's prices.
 */
export default function Component() {
  return <CataloguePage />;
}
