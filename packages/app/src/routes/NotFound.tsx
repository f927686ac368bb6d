import { Button } from "@smm/ui";
import { Link } from "react-router";

/** What the not-found page says, for a page inside a layout (an empty legal page) as for any unknown address. */
export function NotFoundMessage() {
  return (
    <>
      <h1 className="font-bold text-3xl">Page not found</h1>
      <p className="text-muted-foreground">The page you asked for does not exist or has moved.</p>
      <Button asChild>
        <Link to="/">Go to the home page</Link>
      </Button>
    </>
  );
}

export default function Component() {
  return (
    <main className="mx-auto flex min-h-svh max-w-xl flex-col items-start justify-center gap-4 p-6">
      <NotFoundMessage />
    </main>
  );
}
