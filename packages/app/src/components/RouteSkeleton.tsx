import { Skeleton } from "@smm/ui";

/**
 * What a screen shows while its code or first data loads: the rough shape of a page (heading, cards, a table).
 * `fullScreen` fills the window, for a layout that is itself still loading.
 */
export function RouteSkeleton({
  label = "Loading page",
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="route-skeleton"
      className={fullScreen ? "flex min-h-svh flex-col gap-6 p-6" : "flex flex-col gap-6"}
    >
      <span className="sr-only">{label}</span>
      <Skeleton className="h-8 w-56" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
