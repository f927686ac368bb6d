import { CUSTOMER_SESSION_KEYS } from "@smm/api-client";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderRoute, resetApp, signInAsCustomer, stubCommonCalls, TEST_USER } from "../test-support/renderRoute";

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
