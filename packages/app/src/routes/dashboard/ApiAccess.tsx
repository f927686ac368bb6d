import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@smm/ui";
import { PageTitle } from "../../components/PageTitle";

/**
 * `/dashboard/api`: API Access. Interim screen until the ApiAccessPanel widget (key generation) lands in @smm/ui;
 * it states where the reseller API lives.
 */
export function Component() {
  return (
    <>
      <PageTitle>API Access</PageTitle>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Your API key</h2>
          </CardTitle>
          <CardDescription>Key generation opens here shortly.</CardDescription>
        </CardHeader>
        <CardContent className="text-sm">
          Endpoint: <code className="font-mono">{`${window.location.origin}/api/v2`}</code>
        </CardContent>
      </Card>
    </>
  );
}
