/** The customer area's layout: every `/dashboard/*` page renders inside it. */
const CUSTOMER_LAYOUT = "src/layouts/CustomerLayout.tsx";

/** Each customer page's own screen module, by its path under /dashboard (router.tsx's lazy routes). */
const CUSTOMER_SCREENS: Record<string, string> = {
  "": "NewOrder",
  updates: "Updates",
  "add-funds": "AddFunds",
  orders: "Orders",
  "mass-order": "MassOrder",
  "child-panel": "ChildPanel",
  affiliate: "Affiliate",
  services: "Services",
  support: "Support",
  api: "ApiAccess",
};

/**
 * The lazy modules (paths from the app's root) the router loads to show each customer page. The build turns them
 * into the page's script files (scripts/pagePreloads.ts) so the server can name them in the HTML it sends: they
 * download beside the entry instead of after it. tests/pageModules.test.ts keeps this in step with router.tsx.
 */
export const PAGE_MODULES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(CUSTOMER_SCREENS).map(([path, screen]) => [
    path ? `/dashboard/${path}` : "/dashboard",
    [CUSTOMER_LAYOUT, `src/routes/dashboard/${screen}.tsx`],
  ]),
);

/**
 * Also fetched on every customer page: the module that starts its first requests (earlyQueries.ts), the rest of
 * the app, which the entry loads in a task of its own (main.tsx), and the first render's set-ups (startApp.tsx).
 */
const STARTUP_MODULES = ["src/lib/prefetchCustomerQueries.ts", "src/startApp.tsx", "src/lib/prepareFirstRender.ts"];

/** What the build lists for the server to preload with each customer page: the startup modules and its routes'. */
export const PAGE_PRELOAD_MODULES: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(PAGE_MODULES).map(([page, modules]) => [page, [...STARTUP_MODULES, ...modules]]),
);
