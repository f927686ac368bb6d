import { ApiError } from "@smm/api-client";
import { DEFAULT_SETTINGS, publicSettingsOf } from "@smm/domain";
import { Money } from "@smm/ui";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../lib/api";
import { CURRENCY_STORAGE_KEY, CurrencyProvider, useCurrency } from "../lib/currency";
import { resetApp, routeRenderer, signInAsCustomer, stubCommonCalls } from "../test-support/renderRoute";

// The route modules these tests render and the layouts on their way, by their path in src/routes.ts.
const renderRoute = routeRenderer(
  import.meta.glob(["./layouts/CustomerLayout.tsx", "./routes/dashboard/NewOrder.tsx"], { base: "../" }),
);

const settings = publicSettingsOf(DEFAULT_SETTINGS);

let switchTo: ReturnType<typeof useCurrency>["setCurrency"] = () => {};

function Figures() {
  const { currency, format, setCurrency } = useCurrency();
  switchTo = setCurrency;
  return (
    <p>
      <span data-testid="code">{currency}</span> <span data-testid="format">{format("10000")}</span>{" "}
      <Money data-testid="money" amount="20000" />
    </p>
  );
}

/** The provider alone, inside a data router as in the app (it reads the panel's default currency from the root's data). */
function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        <Figures />
      </CurrencyProvider>
    </QueryClientProvider>
  );
  return render(<RouterProvider router={createMemoryRouter([{ id: "root", path: "/", element }])} />);
}

afterEach(resetApp);

describe("CurrencyProvider", () => {
  beforeEach(() => {
    vi.spyOn(api.settings, "get").mockResolvedValue({
      ...settings,
      currency_rates: { ...settings.currency_rates, USD: "0.001", EUR: "0.0005" },
    });
  });

  it("shows Naira until the customer picks another currency", async () => {
    renderProvider();
    expect(screen.getByTestId("code")).toHaveTextContent("NGN");
    expect(screen.getByTestId("money")).toHaveTextContent("₦20,000.00");
  });

  it("converts every amount with the server's rates and remembers the choice", async () => {
    renderProvider();
    act(() => switchTo("USD"));
    expect(await screen.findByText("US$10.00")).toBeInTheDocument();
    expect(screen.getByTestId("money")).toHaveTextContent("US$20.00");
    expect(window.localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe("USD");
  });

  it("starts from the remembered currency", async () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "EUR");
    renderProvider();
    expect(screen.getByTestId("code")).toHaveTextContent("EUR");
    expect(await screen.findByText("€5.00")).toBeInTheDocument();
  });

  it("ignores a remembered value that is not a currency", () => {
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "XYZ");
    renderProvider();
    expect(screen.getByTestId("code")).toHaveTextContent("NGN");
  });

  it("shows Naira rather than a wrong figure while the rates cannot be loaded", async () => {
    vi.spyOn(api.settings, "get").mockRejectedValue(new ApiError("Failed to fetch settings", { status: 500 }));
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "USD");
    renderProvider();
    await act(async () => {});
    expect(screen.getByTestId("format")).toHaveTextContent("₦10,000.00");
  });
});

describe("the display currency in the dashboard", () => {
  it("changes the balance on the New Order cards", async () => {
    stubCommonCalls();
    vi.spyOn(api.catalogue, "categories").mockResolvedValue([]);
    window.localStorage.setItem(CURRENCY_STORAGE_KEY, "USD");
    signInAsCustomer();
    renderRoute("/dashboard");
    // ₦5,000.00 at the default 0.00065 is US$3.25.
    expect(await screen.findByText("US$3.25")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Display currency" })).toHaveTextContent("USD");
  });
});
