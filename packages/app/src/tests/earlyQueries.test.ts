import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startEarlyQueries } from "../earlyQueries";
import { api } from "../lib/api";
import { queryKeys } from "../lib/queryKeys";
import { createQueryClient } from "../queryClient";
import { routes } from "../router";
import { resetApp, signInAsCustomer, stubCommonCalls, TEST_USER } from "../test-support/renderRoute";

beforeEach(() => {
  stubCommonCalls();
  vi.spyOn(api.catalogue, "categories").mockResolvedValue([
    { id: 7, category_title: "Instagram Followers" },
    { id: 8, category_title: "TikTok Views" },
  ]);
  vi.spyOn(api.catalogue, "services").mockResolvedValue([]);
});
afterEach(resetApp);

describe("startEarlyQueries (run by main.tsx before React renders)", () => {
  it("starts New Order's and the shell's requests on /dashboard, into the cache the screens read", async () => {
    signInAsCustomer();
    const queryClient = createQueryClient();
    await startEarlyQueries(queryClient, "/dashboard/");
    for (const call of [api.user.get, api.notifications.list, api.settings.get, api.user.dashboard]) {
      expect(call).toHaveBeenCalledTimes(1);
    }
    // The services of the category New Order preselects (the first) follow the categories.
    await waitFor(() => expect(api.catalogue.services).toHaveBeenCalledWith(7, expect.anything()));
    expect(api.catalogue.services).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.user)).toEqual(TEST_USER));
    expect(queryClient.getQueryData(queryKeys.services(7))).toEqual([]);
  });

  it("starts only the shell's requests on the other customer pages", async () => {
    signInAsCustomer(true);
    await startEarlyQueries(createQueryClient(), "/dashboard/orders");
    expect(api.user.get).toHaveBeenCalledTimes(1);
    expect(api.notifications.list).toHaveBeenCalledTimes(1);
    expect(api.user.dashboard).not.toHaveBeenCalled();
    expect(api.catalogue.categories).not.toHaveBeenCalled();
  });

  it("asks nothing without a stored session, or outside the customer area", async () => {
    await startEarlyQueries(createQueryClient(), "/dashboard");
    signInAsCustomer();
    for (const page of ["/", "/signup", "/dashboards", "/admin"]) await startEarlyQueries(createQueryClient(), page);
    for (const call of [api.user.get, api.notifications.list, api.settings.get, api.catalogue.categories]) {
      expect(call).not.toHaveBeenCalled();
    }
  });

  it("holds the customer area's first render (its route loader) until the early answers are in", async () => {
    signInAsCustomer();
    let answerStats: (stats: Awaited<ReturnType<typeof api.user.dashboard>>) => void = () => undefined;
    vi.spyOn(api.user, "dashboard").mockReturnValue(new Promise((resolve) => (answerStats = resolve)));
    void startEarlyQueries(createQueryClient(), "/dashboard");
    const loader = routes[0]?.children?.find((route) => route.path === "dashboard")?.loader;
    if (typeof loader !== "function") throw new Error("the customer area has no route loader");
    let loaded = false;
    const loading = (loader as () => Promise<unknown>)().then(() => {
      loaded = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loaded).toBe(false);
    answerStats({ username: "ada", balance: "5000.00", totalOrders: 3, totalSpent: "1200.00" });
    await loading;
    expect(loaded).toBe(true);
  });
});
