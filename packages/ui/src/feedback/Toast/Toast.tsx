import { XIcon } from "lucide-react";
import type * as React from "react";
import {
  type CloseButtonProps,
  ToastContainer,
  type ToastContent,
  type ToastOptions,
  toast as toastify,
} from "react-toastify";
import { cn } from "../../lib/cn";

/** How long each kind of toast stays on screen (spec: success 2000 ms, others 4000 ms). */
export const TOAST_DURATION_MS = { success: 2000, error: 4000, info: 4000, warning: 4000 } as const;

type ToastKind = keyof typeof TOAST_DURATION_MS;
type Notify = (message: ToastContent, options?: ToastOptions) => string | number;

const notify =
  (kind: ToastKind): Notify =>
  (message, options) =>
    toastify[kind](message, { autoClose: TOAST_DURATION_MS[kind], ...options });

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
  dismiss: (id) => toastify.dismiss(id),
};

export type ToasterProps = Omit<React.ComponentProps<typeof ToastContainer>, "position">;

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
  return (
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
  );
}
