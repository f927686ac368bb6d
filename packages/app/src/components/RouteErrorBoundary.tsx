import { Alert, AlertDescription, AlertTitle, Button } from "@smm/ui";
import { QueryErrorResetBoundary } from "@tanstack/react-query";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useLocation, useRouteError } from "react-router";

export const ROUTE_ERROR_TITLE = "Something went wrong";
export const ROUTE_ERROR_MESSAGE = "This part of the page could not be shown. Try again, or reload the page.";

function ErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <div className="flex flex-col items-start gap-4" data-slot="route-error">
      <Alert variant="danger">
        <AlertTitle>{ROUTE_ERROR_TITLE}</AlertTitle>
        <AlertDescription>
          <p>{ROUTE_ERROR_MESSAGE}</p>
          {detail ? <p className="text-xs opacity-80">{detail}</p> : null}
        </AlertDescription>
      </Alert>
      <div className="flex gap-2">
        <Button onClick={onRetry}>Try again</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}

type BoundaryProps = { children: ReactNode; resetKey: string; onReset: () => void };
type BoundaryState = { error: unknown; failed: boolean };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // Moving to another page leaves the failed one behind.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ error: null, failed: false });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed ? <ErrorPanel error={this.state.error} onRetry={this.retry} /> : this.props.children;
  }
}

/**
 * Wraps a layout's page: a page that throws (or whose query throws) shows the error with 'Try again', which
 * re-renders it and refetches its failed queries; the rest of the layout (header, sidebar) keeps working.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <Boundary resetKey={pathname} onReset={reset}>
          {children}
        </Boundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * For the router's `ErrorBoundary` of a route: a route module that failed to load (a new deploy, a dropped
 * connection) is fetched again by reloading.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  return (
    <main className="mx-auto flex min-h-svh max-w-xl flex-col justify-center p-6">
      <ErrorPanel error={error} onRetry={() => window.location.reload()} />
    </main>
  );
}
