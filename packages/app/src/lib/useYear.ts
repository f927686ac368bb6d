import { useSyncExternalStore } from "react";

/** The year the app was built in (vite.config.ts): what the server-rendered footers say before the app runs. */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

const neverChanges = () => () => {};

/**
 * This year by the visitor's clock, for the footer. Hydration renders the build's year (React's server snapshot),
 * then React renders the clock's if it differs, so a build from last year or a clock set wrong never breaks hydration.
 */
export function useYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
