import { Alert, AlertDescription, AlertTitle, Button, errorMessage } from "@smm/ui";

/** A record that could not be loaded: what, why, and a retry. */
export function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => unknown }) {
  return (
    <Alert variant="danger">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{errorMessage(error)}</p>
        <Button variant="outline" size="sm" onClick={() => void onRetry()}>
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
