import { Button, EmptyState } from "@smm/ui";
import { Link } from "react-router";

/** An /admin/... path that is no screen. */
export default function Component() {
  return (
    <EmptyState
      titleAs="h1"
      title="Page not found"
      description="There is no admin page at this address."
      action={
        <Button asChild>
          <Link to="/admin/dashboard">Go to the dashboard</Link>
        </Button>
      }
    />
  );
}
