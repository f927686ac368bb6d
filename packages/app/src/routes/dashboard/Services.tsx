import { CataloguePage } from "../../components/CataloguePage";
import { PageTitle } from "../../components/PageTitle";
import { preload } from "../../lib/preload";
import { catalogueQuery } from "../../lib/useCatalogue";

export const clientLoader = () => preload(catalogueQuery);

/** `/dashboard/services`: the same catalogue inside the customer shell (registered once, spec §2). */
export default function Component() {
  return (
    <>
      <PageTitle>Services</PageTitle>
      <CataloguePage />
    </>
  );
}
