import type * as React from "react";
import { ToastContainer, type ToastContent, type ToastOptions, toast as toastify } from "react-toastify";
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

/** Renders the toasts top-right, coloured by the theme's tokens. Mount once per app. */
export function Toaster({ className, ...props }: ToasterProps) {
  return (
    <ToastContainer
      position="top-right"
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      className={cn("[--toastify-font-family:var(--font-sans)]", className)}
      data-slot="toaster"
      {...props}
    />
  );
}
