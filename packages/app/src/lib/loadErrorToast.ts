import { ApiError } from "@smm/api-client";
import { toast } from "@smm/ui";

/**
 * Shows a load failure as one error toast ('Failed to fetch categories', ...). Silent for a cancelled call and for
 * a 401, which ends the session and redirects instead, so an expired token never produces a storm of toasts; the
 * message is the toast's id, so several failing queries of one kind show it once.
 */
export function toastLoadError(error: unknown, message: string): void {
  if (error instanceof ApiError && (error.aborted || error.status === 401)) return;
  toast.error(message, { toastId: message });
}
