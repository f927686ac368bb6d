import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@smm/ui";

/**
 * `/api`: the reseller API documentation. Interim page until the ApiDocs widget lands in @smm/ui: the endpoint
 * and the machine-readable OpenAPI description the server already serves.
 */
export function Component() {
  const apiUrl = `${window.location.origin}/api/v2`;
  return (
    <Card className="max-w-3xl">
      <CardHeader>
        <CardTitle asChild className="text-2xl">
          <h1>Reseller API</h1>
        </CardTitle>
        <CardDescription>Place and track orders from your own panel or scripts.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p>
          Endpoint: <code className="font-mono">{apiUrl}</code> (POST, with your API key as <code>key</code>).
        </p>
        <p>
          Actions: <code>services</code>, <code>add</code>, <code>status</code>, <code>balance</code>.
        </p>
        <p>
          Full description:{" "}
          <a className="font-medium text-primary underline" href="/api/openapi.json">
            OpenAPI document
          </a>
          .
        </p>
      </CardContent>
    </Card>
  );
}
