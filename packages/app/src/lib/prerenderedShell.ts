/**
 * A customer page arrives with the customer shell prerendered (scripts/prerenderCustomerShell.ts) in this element,
 * beside the app's empty #root, so the shell paints before any script has run.
 */
export const PRERENDERED_SHELL_ID = "prerendered-shell";

export function hasPrerenderedShell(): boolean {
  return typeof document !== "undefined" && document.getElementById(PRERENDERED_SHELL_ID) !== null;
}

/** Called when the app's own shell commits (before the browser paints), so the two never show together. */
export function removePrerenderedShell(): void {
  document.getElementById(PRERENDERED_SHELL_ID)?.remove();
}
