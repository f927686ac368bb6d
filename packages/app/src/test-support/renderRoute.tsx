import { DEFAULT_SETTINGS, publicSettingsOf, type User } from "@smm/domain";
import type { QueryClient } from "@tanstack/react-query";
import { configure, type RenderResult, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { vi } from "vitest";
import { AppProviders } from "../AppProviders";
import { api } from "../lib/api";
import { customerSession } from "../lib/session";
import { createQueryClient } from "../queryClient";
import { routes } from "../router";

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

/** Renders the real route table at `path` inside the app's providers, as main.tsx does but in memory. */
export type RenderedRoute = RenderResult & { router: ReturnType<typeof createMemoryRouter>; queryClient: QueryClient };

export function renderRoute(path: string): RenderedRoute {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Resets what a test may leave behind: spies, both sessions, the remembered currency. */
export function resetApp() {
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
}
