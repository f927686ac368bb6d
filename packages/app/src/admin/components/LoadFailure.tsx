import { Alert, AlertDescription, AlertTitle, Button } from "@smm/ui";
import { errorMessage } from "../lib/errorMessage";

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
