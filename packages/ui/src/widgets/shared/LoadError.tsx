import { Alert, AlertDescription, AlertTitle } from "../../display/Alert";
import { Button } from "../../primitives/Button";

export type LoadErrorProps = {
  title: string;
  message: string;
  /** Shows a "Try again" button. */
  onRetry?: () => void;
};

/** A failed load: what failed, why, and a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <Alert variant="danger" data-slot="load-error">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>
        <p>{message}</p>
        {onRetry ? (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
