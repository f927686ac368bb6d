import { ApiDocsPage } from "../../components/ApiDocsPage";
import { PageTitle } from "../../components/PageTitle";

/** `/api`: the public documentation of the reseller API. */
export default function Component() {
  return (
    <div className="grid gap-6">
      <PageTitle description="Place and track orders from your own panel or scripts. Get your key under API Access.">
        Reseller API
      </PageTitle>
      <ApiDocsPage />
    </div>
  );
}
