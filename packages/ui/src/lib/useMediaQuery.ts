import { useCallback, useSyncExternalStore } from "react";

/** Whether the media query matches now, following changes (false where there is no window, e.g. a prerender). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = typeof window === "undefined" ? undefined : window.matchMedia?.(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === "undefined" ? false : (window.matchMedia?.(query).matches ?? false)),
    () => false,
  );
}
