import { lazy, Suspense } from "react";
import { whenInteractive } from "../lib/deferredHydration";

/**
 * @smm/ui's Toaster, loaded once the page may need it: at once, or on a prerendered landing at the visitor's first
 * interaction (no toast can come before one). A toast raised before it mounts waits in react-toastify's queue.
 */
const Toaster = lazy(() =>
  whenInteractive()
    .then(() => import("../lib/toasts"))
    .then((module) => ({ default: module.Toaster })),
);

export function DeferredToaster() {
  return (
    <Suspense>
      <Toaster />
    </Suspense>
  );
}
