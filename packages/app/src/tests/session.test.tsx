import { ADMIN_SESSION_KEYS, CUSTOMER_SESSION_KEYS } from "@smm/api-client";
import { TOAST_MESSAGES } from "@smm/domain";
import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { SESSION_EXPIRED_MESSAGE } from "../lib/forgetSessionData";
import { adminSession } from "../lib/session";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(
    ["./layouts/{CustomerLayout,PublicLayout}.tsx", "./routes/dashboard/NewOrder.tsx", "./routes/public/Landing.tsx"],
    { base: "../" },
  ),
);

/** A server that refuses every token: each call answers 401, through the client's real transport. */
const refusingServer = async () =>
  new Response(JSON.stringify({ message: "Unauthenticated." }), {
    status: 401,
    headers: { "Content-Type": "application/json" },
  });

beforeEach(() => {
  vi.stubGlobal("fetch", refusingServer);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetApp();
});

describe("a token the server rejects", () => {
  it("ends the customer session, goes to / and says so once, without fetch-failure toasts", async () => {
    signInAsCustomer(true);
    const { router } = renderRoute("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(window.localStorage.getItem(CUSTOMER_SESSION_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(CUSTOMER_SESSION_KEYS.data)).toBeNull();
    expect(await screen.findByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getAllByText(SESSION_EXPIRED_MESSAGE)).toHaveLength(1);
    expect(screen.queryByText(TOAST_MESSAGES.fetchUserFailed)).not.toBeInTheDocument();
  });

  it("leaves the admin's session alone when the customer's ends", async () => {
    adminSession.save(
      { token: "admin-token", data: { id: 1, username: "root", email: "a@b.c" } as never },
      {
        remember: true,
      },
    );
    signInAsCustomer();
    const { router } = renderRoute("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(window.localStorage.getItem(ADMIN_SESSION_KEYS.token)).toBe("admin-token");
  });
});

describe("a failed load that is not about the session", () => {
  it("shows the spec's toast once", async () => {
    vi.unstubAllGlobals();
    stubCommonCalls();
    const failure = Object.assign(new Error("boom"), { status: 500 });
    vi.spyOn(api.user, "get").mockRejectedValue(failure);
    signInAsCustomer();
    renderRoute("/dashboard");
    expect(await screen.findByText(TOAST_MESSAGES.fetchUserFailed)).toBeInTheDocument();
    expect(screen.getAllByText(TOAST_MESSAGES.fetchUserFailed)).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1, name: "New Order" })).toBeInTheDocument();
  });
});
