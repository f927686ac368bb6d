import { Spinner } from "@smm/ui";
import { useQuery } from "@tanstack/react-query";

type Health = { status: string; database: string };

async function fetchHealth(): Promise<Health> {
  const response = await fetch("/api/health");
  if (!response.ok) throw new Error(`The server answered ${response.status}`);
  return response.json();
}

/** The app shell's first screen: the brand and whether the server and its database answer. */
export function Component() {
  const health = useQuery({ queryKey: ["health"], queryFn: fetchHealth });
  return (
    <main className="mx-auto flex min-h-svh max-w-xl flex-col justify-center gap-4 p-6">
      <h1 className="font-bold text-3xl tracking-tight">Premium SMM Services</h1>
      <p className="text-muted-foreground">
        Followers, likes, views and comments for Instagram, YouTube and TikTok, paid in Naira.
      </p>
      <section aria-live="polite" aria-label="System status" className="rounded-lg border bg-card p-4 text-sm">
        {health.isPending && <Spinner label="Checking the server" />}
        {health.isError && <p className="text-destructive">Server unreachable: {health.error.message}</p>}
        {health.data && (
          <p>
            Server: <strong>{health.data.status}</strong> · Database: <strong>{health.data.database}</strong>
          </p>
        )}
      </section>
    </main>
  );
}
