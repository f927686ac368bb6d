import { useEffect } from "react";
import { toastLoadError } from "./loadErrorToast";

/** Raises the spec's failure toast ('Failed to fetch ...') each time a query fails anew. */
export function useToastOnError(error: unknown, message: string): void {
  useEffect(() => {
    if (error) toastLoadError(error, message);
  }, [error, message]);
}
