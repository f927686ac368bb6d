import { CataloguePage } from "../../components/CataloguePage";
import { PageTitle } from "../../components/PageTitle";

/** `/services`: the public catalogue from GET /api/catalogue. */
export default function Component() {
  return (
    <div className="grid gap-6">
      <PageTitle>Services</PageTitle>
      <CataloguePage />
    </div>
  );
}
