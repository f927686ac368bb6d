import { CUSTOMER_SESSION_KEYS } from "@smm/api-client";
import { DEFAULT_SETTINGS, MAINTENANCE_MESSAGE, publicSettingsOf } from "@smm/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls, TEST_USER } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    [
      "./layouts/{CustomerLayout,PublicLayout}.tsx",
      "./routes/dashboard/{NewOrder,Orders}.tsx",
      "./routes/public/Landing.tsx",
    ],
    { base: "../" },
  ),
);

beforeEach(stubCommonCalls);
afterEach(resetApp);

describe("customer guard", () => {
  it("sends a visitor without a session from /dashboard to /", async () => {
    const { router } = renderRoute("/dashboard/orders");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("form", { name: "Sign in" })).toBeInTheDocument();
  });

  it("needs the user data as well as the token", async () => {
    window.localStorage.setItem(CUSTOMER_SESSION_KEYS.token, "token-1");
    const { router } = renderRoute("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("needs the token as well as the user data", async () => {
    window.localStorage.setItem(CUSTOMER_SESSION_KEYS.data, JSON.stringify(TEST_USER));
    const { router } = renderRoute("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("lets a signed-in customer in, inside the shell", async () => {
    signInAsCustomer();
    const { router } = renderRoute("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "New Order" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Dashboard" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});

describe("operator notices in the customer shell", () => {
  it("shows maintenance mode with the operator's message, and the settings' banner text", async () => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...publicSettingsOf(DEFAULT_SETTINGS),
      maintenance: true,
      maintenance_message: "Upgrading our servers: back at 18:00.",
      banner_text: "Prices drop on Friday",
    });
    signInAsCustomer();
    renderRoute("/dashboard");
    expect(await screen.findByText("Upgrading our servers: back at 18:00.")).toBeInTheDocument();
    expect(screen.queryByText(MAINTENANCE_MESSAGE)).toBeNull();
    expect(screen.getByText("Prices drop on Friday")).toBeInTheDocument();
  });
});
