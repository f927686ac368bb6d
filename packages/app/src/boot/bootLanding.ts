import { createSessions } from "@smm/api-client";
import { deferUntilInteraction, whenInteractive } from "../lib/deferredHydration";

/** The guard's rule (a stored token and user data, remembered or for this browser session), without the app. */
function hasStoredCustomerSession(): boolean {
  try {
    return createSessions().customer.read() !== null;
  } catch {
    // Storage the browser refuses to open holds no session.
    return false;
  }
}

/**
 * What landing.html's only script does: the prerendered page already shows everything, so the app (`loadApp`, the
 * normal entry, which hydrates the page) loads on the visitor's first interaction, with what they do meanwhile held
 * back and replayed (lib/deferredHydration.ts). A signed-in customer gets the app at once, as on any other page.
 */
export function bootLanding(loadApp: () => Promise<unknown>, signedIn = hasStoredCustomerSession()): Promise<unknown> {
  deferUntilInteraction();
  return signedIn ? loadApp() : whenInteractive().then(loadApp);
}
