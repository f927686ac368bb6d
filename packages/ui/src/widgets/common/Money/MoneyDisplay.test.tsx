import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { OrdersTable } from "../../customer/OrdersTable";
import { Money } from "./Money";
import { MoneyDisplayProvider, useFormatMoney } from "./MoneyDisplay";

const rates = { USD: "0.00065" };

function Formatted({ amount }: { amount: string }) {
  return <span>{useFormatMoney()(amount)}</span>;
}

describe("MoneyDisplayProvider", () => {
  it("shows NGN without a provider", () => {
    render(<Formatted amount="1000" />);
    expect(screen.getByText("₦1,000.00")).toBeInTheDocument();
  });

  it("converts every amount below it into the chosen currency", () => {
    render(
      <MoneyDisplayProvider currency="USD" rates={rates}>
        <Formatted amount="1000" />
        <Money amount="2000" />
      </MoneyDisplayProvider>,
    );
    expect(screen.getByText("US$0.65")).toBeInTheDocument();
    expect(screen.getByText("US$1.30")).toHaveAttribute("data-currency", "USD");
  });

  it("keeps NGN while the chosen currency has no rate", () => {
    render(
      <MoneyDisplayProvider currency="EUR" rates={rates}>
        <Formatted amount="1000" />
      </MoneyDisplayProvider>,
    );
    expect(screen.getByText("₦1,000.00")).toBeInTheDocument();
  });

  it("lets a Money's own props win over the provider", () => {
    render(
      <MoneyDisplayProvider currency="USD" rates={rates}>
        <Money amount="1000" currency="NGN" />
      </MoneyDisplayProvider>,
    );
    expect(screen.getByText("₦1,000.00")).toBeInTheDocument();
  });

  it("reaches the widgets: an order's charge shows in the display currency", () => {
    const order = {
      id: 7,
      date: "2026-11-22T10:00:00.000Z",
      link: "https://instagram.com/p/1",
      charge: "10000",
      startCount: 0,
      quantity: 100,
      service: "Instagram Followers",
      status: "pending" as const,
      remains: 100,
    };
    render(
      <MoneyDisplayProvider currency="USD" rates={rates}>
        <OrdersTable rows={[order]} />
      </MoneyDisplayProvider>,
    );
    expect(screen.getAllByText("US$6.50").length).toBeGreaterThan(0);
  });
});
