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

type Loaders = {
  /** The app's entry (which hydrates the page) and the modules it loads to render `/`. */
  loadApp: () => Promise<unknown>;
  /** The parts of `/` whose code waits for the visitor even once the app runs (the sign-in form, the toaster). */
  loadDeferredParts?: () => Promise<unknown>;
};

/**
 * What landing.html's only script does: the prerendered page already shows everything, so the app loads on the
 * visitor's first interaction, with what they do meanwhile held back and replayed (lib/deferredHydration.ts). A
 * signed-in customer gets the app at once, as on any other page; the deferred parts still wait for the visitor.
 */
export function bootLanding(
  { loadApp, loadDeferredParts }: Loaders,
  signedIn = hasStoredCustomerSession(),
): Promise<unknown> {
  deferUntilInteraction();
  if (loadDeferredParts) void whenInteractive().then(loadDeferredParts);
  return signedIn ? loadApp() : whenInteractive().then(loadApp);
}
