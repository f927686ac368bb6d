import { CataloguePage } from "../../components/CataloguePage";

/**
 * `/dashboard/services`: the same catalogue inside the customer shell (registered once, spec §2), in the header's
 * currency at the customer's prices.
 */
export function Component() {
  return <CataloguePage />;
}
