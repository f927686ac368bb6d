import { ApiDocs } from "@smm/ui";

/** The reseller API documentation for this panel's own address, shared by /api and /dashboard/api. */
export function ApiDocsPage() {
  return <ApiDocs apiUrl={`${window.location.origin}/api/v2`} currency="NGN" />;
}
