import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * Brings the section the address names (`/admin/settings#payments`, a launch checklist step's link) into view once
 * the screen has drawn it (`ready`), and moves the focus to its first field, so keyboard and screen reader users
 * land where the link said. The router does not do this for a hash on its own.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    section.scrollIntoView({ block: "start" });
    section.querySelector<HTMLElement>("input, select, textarea, button, [tabindex]")?.focus({ preventScroll: true });
  }, [ready, hash]);
}
