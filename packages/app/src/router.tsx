import { createBrowserRouter, matchRoutes, type RouteObject } from "react-router-dom";
import { RouteErrorElement } from "./components/RouteErrorBoundary";
import { RouteSkeleton } from "./components/RouteSkeleton";
import { earlyQueriesAnswered } from "./earlyQueries";
import { hasPrerenderedShell } from "./lib/prerenderedShell";

/**
 * The spec's route table (§2). Every screen is a lazy module (its own chunk), so `/` loads no dashboard or admin
 * code. Layouts: the public header and footer on `/` and `/signup` only; the customer shell on `/dashboard/*`; the
 * admin area mounts its own route tree at `/admin/*`.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorElement,
    // A customer page prerendered with its shell keeps showing that shell while the route code loads.
    HydrateFallback: () => (hasPrerenderedShell() ? null : <RouteSkeleton fullScreen />),
    children: [
      {
        lazy: () => import("./layouts/PublicLayout"),
        children: [
          { index: true, lazy: () => import("./routes/public/Landing") },
          { path: "signup", lazy: () => import("./routes/public/SignUp") },
        ],
      },
      {
        lazy: () => import("./layouts/PlainLayout"),
        children: [
          { path: "forgot-password", lazy: () => import("./routes/public/ForgotPassword") },
          { path: "reset-password", lazy: () => import("./routes/public/ResetPassword") },
          { path: "services", lazy: () => import("./routes/public/PublicServices") },
          { path: "api", lazy: () => import("./routes/public/PublicApiDocs") },
        ],
      },
      {
        path: "dashboard",
        lazy: () => import("./layouts/CustomerLayout"),
        // The first render waits for the early requests (once; later navigations never wait here).
        loader: () => earlyQueriesAnswered().then(() => null),
        shouldRevalidate: () => false,
        children: [
          { index: true, lazy: () => import("./routes/dashboard/NewOrder") },
          { path: "updates", lazy: () => import("./routes/dashboard/Updates") },
          { path: "add-funds", lazy: () => import("./routes/dashboard/AddFunds") },
          { path: "orders", lazy: () => import("./routes/dashboard/Orders") },
          { path: "mass-order", lazy: () => import("./routes/dashboard/MassOrder") },
          { path: "child-panel", lazy: () => import("./routes/dashboard/ChildPanel") },
          { path: "affiliate", lazy: () => import("./routes/dashboard/Affiliate") },
          { path: "services", lazy: () => import("./routes/dashboard/Services") },
          { path: "support", lazy: () => import("./routes/dashboard/Support") },
          { path: "api", lazy: () => import("./routes/dashboard/ApiAccess") },
        ],
      },
      { path: "/admin/*", lazy: () => import("./admin/routes") },
      { path: "*", lazy: () => import("./routes/NotFound") },
    ],
  },
];

/**
 * Loads the lazy modules of the routes that match `pathname` into the route table, so that hydrating a prerendered
 * page renders the same tree the prerender did (not the loading skeleton the router shows while a module loads).
 */
export async function loadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}

export const createAppRouter = () => createBrowserRouter(routes);
