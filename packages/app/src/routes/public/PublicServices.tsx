import { CataloguePage } from "../../components/CataloguePage";

/** `/services`: the public catalogue from GET /api/catalogue. */
export function Component() {
  return <CataloguePage />;
}
