import type { RouteConfigEntry } from "@react-router/dev/routes";
import { DEFAULT_SETTINGS, publicSettingsOf, type User } from "@smm/domain";
import type { QueryClient } from "@tanstack/react-query";
import { configure, type RenderResult, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createMemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { beforeAll, vi } from "vitest";
import { api } from "../lib/api";
import { customerSession } from "../lib/session";
import { queryClient } from "../queryClient";
import App from "../root";
import routeConfig from "../routes";

// The first render of a route compiles its lazy module: give queries and tests longer than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

export const TEST_USER: User = {
  id: 1,
  username: "ada",
  email: "ada@example.com",
  first_name: "Ada",
  last_name: "Lovelace",
  balance: "5000.00",
  created_at: "2026-11-01T10:00:00.000Z",
};

/** The server's answers every screen needs, so a test only stubs what it is about. */
export function stubCommonCalls() {
  vi.spyOn(api.settings, "get").mockResolvedValue(publicSettingsOf(DEFAULT_SETTINGS));
  vi.spyOn(api.user, "get").mockResolvedValue(TEST_USER);
  vi.spyOn(api.user, "dashboard").mockResolvedValue({
    username: "ada",
    balance: "5000.00",
    totalOrders: 3,
    totalSpent: "1200.00",
  });
  vi.spyOn(api.notifications, "list").mockResolvedValue({ data: [], unread: 0 });
}

export function signInAsCustomer(remember = false) {
  customerSession.save({ token: "token-1", data: TEST_USER }, { remember });
}

type RouteModule = {
  default?: ComponentType;
  clientLoader?: RouteObject["loader"];
  HydrateFallback?: ComponentType;
  ErrorBoundary?: ComponentType;
};

/**
 * The route modules a test file may render, from its own `import.meta.glob(…, { base: <src> })`: keyed by their path
 * in src/routes.ts (`./admin/screens/Users.tsx`). A test imports only these, so Vitest's `--changed` reruns it after a
 * change to a screen it renders (or a layout on the way), not to any screen of the app.
 */
export type RouteModules = Record<string, () => Promise<unknown>>;

/** src/routes.ts as the data router's route objects, each loaded as the framework loads it: on first match. */
function toRouteObjects(entries: readonly RouteConfigEntry[], modules: RouteModules): RouteObject[] {
  return entries.map(({ id, path, index, file, children }) => {
    const lazy = async () => {
      const load = modules[`./${file}`];
      if (!load) throw new Error(`This test renders ${file}: add it to the route modules it gives routeRenderer`);
      const module = (await load()) as RouteModule;
      return {
        Component: module.default ?? null,
        loader: module.clientLoader,
        HydrateFallback: module.HydrateFallback,
        ErrorBoundary: module.ErrorBoundary,
      };
    };
    const route = { id: id ?? file.replace(/\.tsx?$/, ""), path, lazy };
    return index ? { ...route, index: true as const } : { ...route, children: toRouteObjects(children ?? [], modules) };
  });
}

/** Renders the real route table at `path` under the root route (the app's providers), in memory. */
export type RenderedRoute = RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient };

/** `renderRoute(path)` over the whole route table, loading only the given route modules (see RouteModules). */
export function routeRenderer(modules: RouteModules) {
  // A route module's first import compiles it and what its screen imports: seconds on a busy machine, which the first
  // test to render it would spend inside its waits. The file's route modules are imported once before its tests.
  beforeAll(() => Promise.all(Object.values(modules).map((load) => load())), 120_000);
  return function renderRoute(path: string): RenderedRoute {
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
    const routes = [{ id: "root", Component: App, children: toRouteObjects(routeConfig, modules) }];
    const router = createMemoryRouter(routes, { initialEntries: [path] });
    const view = render(<RouterProvider router={router} />);
    return { ...view, router, queryClient };
  };
}

/** Resets what a test may leave behind: spies, both sessions, the remembered currency, the query cache. */
export function resetApp() {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
  queryClient.clear();
}
