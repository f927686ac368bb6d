import { CataloguePage } from "../../components/CataloguePage";
import { PageTitle } from "../../components/PageTitle";

/** `/dashboard/services`: the same catalogue inside the customer shell (registered once, spec §2). */
export function Component() {
  return (
    <>
      <PageTitle>Services</PageTitle>
      <CataloguePage />
    </>
  );
}
