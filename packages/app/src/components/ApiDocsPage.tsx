import { ApiDocs } from "@smm/ui";
import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * The reseller API documentation for this panel's own address, shared by /api and /dashboard/api. The server
 * renders the page without the browser's address, so that page (and its hydration) shows the path alone and React
 * then renders the browser's origin in front of it.
 */
export function ApiDocsPage() {
  const origin = useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => "",
  );
  return <ApiDocs apiUrl={`${origin}/api/v2`} currency="NGN" />;
}
