import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { Money } from "./Money";

const rates = { USD: "0.00065", EUR: "0.0006" };

describe("Money", () => {
  it("shows NGN by default with the naira sign and two decimals", () => {
    render(<Money amount="1234.5" />);
    expect(screen.getByText("₦1,234.50")).toHaveAttribute("data-currency", "NGN");
  });

  it("converts with exact decimals: ₦1,000 at 0.00065 is US$0.65", () => {
    render(<Money amount="1000" currency="USD" rates={rates} />);
    expect(screen.getByText("US$0.65")).toHaveAttribute("data-currency", "USD");
  });

  it("rounds the converted amount half-up to cents", () => {
    // 1234.25 × 0.0006 = 0.74055 → 0.74
    render(<Money amount="1234.25" currency="EUR" rates={rates} />);
    expect(screen.getByText("€0.74")).toBeInTheDocument();
  });

  it("keeps the NGN amount machine-readable in value", () => {
    render(<Money amount="1000" currency="USD" rates={rates} />);
    expect(screen.getByText("US$0.65")).toHaveAttribute("value", "1000");
  });

  it("falls back to NGN when the chosen currency has no rate", () => {
    render(<Money amount="500" currency="GBP" rates={rates} />);
    expect(screen.getByText("₦500.00")).toHaveAttribute("data-currency", "NGN");
  });

  it("formats for another locale when asked", () => {
    render(<Money amount="1000" currency="USD" rates={rates} locale="en-US" />);
    expect(screen.getByText("$0.65")).toBeInTheDocument();
  });

  it("passes className, extra props and the ref through", () => {
    const money = expectPassThrough<HTMLDataElement>((props) => <Money {...props} amount="10" aria-label="Balance" />);
    expect(money).toBe(screen.getByLabelText("Balance"));
    expect(money).toHaveClass("tabular-nums");
  });

  it("refuses an amount that is not a decimal string", () => {
    expect(() => render(<Money amount="12,50" />)).toThrow(TypeError);
  });
});
