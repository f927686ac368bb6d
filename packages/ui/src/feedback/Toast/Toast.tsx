import { XIcon } from "lucide-react";
import type * as React from "react";
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { CloseButtonProps, ToastContent, ToastOptions } from "react-toastify";
import { cn } from "../../lib/cn";

/** How long each kind of toast stays on screen (spec: success 2000 ms, others 4000 ms). */
export const TOAST_DURATION_MS = { success: 2000, error: 4000, info: 4000, warning: 4000 } as const;

type ToastKind = keyof typeof TOAST_DURATION_MS;
type Notify = (message: ToastContent, options?: ToastOptions) => void;

/*
 * react-toastify (about 10 kB gzip with the styles it injects) loads with the first toast, not with every page: the
 * facade imports it on its first call, and <Toaster /> renders its container from then on (a toast raised before the
 * container mounts waits in react-toastify's queue).
 */
const loadToastify = () => import("react-toastify");
let raised = false;
const raisedListeners = new Set<() => void>();

function withToastify(run: (toastify: Awaited<ReturnType<typeof loadToastify>>["toast"]) => void) {
  if (!raised) {
    raised = true;
    for (const listener of raisedListeners) listener();
  }
  void loadToastify().then((module) => run(module.toast));
}

const notify =
  (kind: ToastKind): Notify =>
  (message, options) =>
    withToastify((toastify) => toastify[kind](message, { autoClose: TOAST_DURATION_MS[kind], ...options }));

/** The one way the panel raises a toast: `toast.success('Login successful!')`. */
export const toast: {
  success: Notify;
  error: Notify;
  info: Notify;
  warning: Notify;
  /** Dismisses one toast by id, or all of them. */
  dismiss: (id?: string | number) => void;
} = {
  success: notify("success"),
  error: notify("error"),
  info: notify("info"),
  warning: notify("warning"),
  dismiss: (id) => {
    if (raised) withToastify((toastify) => toastify.dismiss(id));
  },
};

const ToastContainer = lazy(() => loadToastify().then((module) => ({ default: module.ToastContainer })));

export type ToasterProps = Omit<React.ComponentProps<typeof ToastContainer>, "position">;

const subscribeToRaised = (listener: () => void) => {
  raisedListeners.add(listener);
  return () => raisedListeners.delete(listener);
};

/** react-toastify's own close button is black at 30% opacity: invisible in dark mode and unnamed in English. */
function ToastCloseButton({ closeToast }: CloseButtonProps) {
  return (
    <button
      type="button"
      aria-label="Close notification"
      data-slot="toast-close"
      onClick={closeToast}
      className="ml-auto self-start rounded-sm p-0.5 text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4"
    >
      <XIcon aria-hidden />
    </button>
  );
}

/** Renders the toasts top-right, coloured by the theme's tokens. Mount once per app. */
export function Toaster({ className, ...props }: ToasterProps) {
  const anyToast = useSyncExternalStore(
    subscribeToRaised,
    () => raised,
    () => false,
  );
  if (!anyToast) return null;
  return (
    <Suspense>
      <ToastContainer
        newestOnTop
        closeOnClick
        closeButton={ToastCloseButton}
        pauseOnFocusLoss={false}
        data-slot="toaster"
        {...props}
        // Last, so an untyped caller cannot move the toasts: the spec puts them top-right.
        position="top-right"
        className={cn("[--toastify-font-family:var(--font-sans)]", className)}
      />
    </Suspense>
  );
}
