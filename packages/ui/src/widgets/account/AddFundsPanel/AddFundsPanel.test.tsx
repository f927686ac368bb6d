import { PAYMENT_METHODS } from "@smm/domain";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
import { AddFundsPanel } from "./AddFundsPanel";
import { methodTerms } from "./PaymentMethodPicker";
import { RecentTransactions } from "./RecentTransactions";

// jsdom has no ResizeObserver; Radix's radio group measures its hidden form input with it. No test here needs sizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

describe("AddFundsPanel", () => {
  it("passes className and extra props to the panel", () => {
    expectPassThrough((props) => <AddFundsPanel {...props} onPay={async () => {}} />, { ref: false });
  });

  it("starts on the given method and sends the trimmed amount", async () => {
    const user = userEvent.setup({ delay: null });
    const onPay = vi.fn(async () => {});
    render(<AddFundsPanel onPay={onPay} defaultMethod="crypto" />);
    expect(screen.getByRole("radio", { name: "Cryptocurrency" })).toBeChecked();
    await user.type(screen.getByRole("textbox", { name: "Amount (NGN)" }), " 750.50 ");
    await user.click(screen.getByRole("button", { name: "Pay Now" }));
    await waitFor(() => expect(onPay).toHaveBeenCalledWith({ method: "crypto", amount: "750.50" }));
  });

  it("shows the operator's video guide, and no guide section at all without one", () => {
    const { rerender } = render(<AddFundsPanel onPay={async () => {}} videoGuide={<p>My video</p>} />);
    expect(screen.getByRole("heading", { name: "How to add funds" })).toBeInTheDocument();
    expect(screen.getByText("My video")).toBeInTheDocument();
    rerender(<AddFundsPanel onPay={async () => {}} />);
    expect(screen.queryByRole("heading", { name: "How to add funds" })).not.toBeInTheDocument();
    expect(screen.queryByText("The video guide will appear here.")).not.toBeInTheDocument();
  });

  it("writes minimums, bonus and credit in the display currency beside the naira that moves", async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MoneyDisplayProvider currency="USD" rates={{ USD: "0.00065" }}>
        <AddFundsPanel onPay={async () => {}} />
      </MoneyDisplayProvider>,
    );
    expect(screen.getByText("Minimum US$0.07 (₦100.00) · No maximum · 5% bonus")).toBeInTheDocument();
    // The amount typed stays naira: that is what is charged.
    await user.type(screen.getByRole("textbox", { name: "Amount (NGN)" }), "1000");
    expect(screen.getByText("US$0.03 (₦50.00)")).toBeInTheDocument();
    expect(screen.getByText("US$0.68 (₦1,050.00)")).toBeInTheDocument();
  });
});

describe("methodTerms", () => {
  it("states the minimum, the maximum and the bonus from the domain", () => {
    expect(methodTerms(PAYMENT_METHODS.card)).toBe("Minimum ₦100.00 · No maximum · 5% bonus");
    expect(methodTerms({ ...PAYMENT_METHODS.crypto, maximum: "100000" })).toBe("Minimum ₦500.00 · Maximum ₦100,000.00");
  });
});

describe("RecentTransactions", () => {
  it("names a known method by its label and shows an unknown one as sent", () => {
    render(
      <RecentTransactions
        transactions={[
          { id: 1, date: "2026-11-21T14:05:00.000Z", method: "card", amount: "10" },
          { id: 2, date: "2026-11-21T14:05:00.000Z", method: "bank-wire", amount: "10" },
        ]}
      />,
    );
    expect(screen.getByText("Card / Bank Transfer")).toBeInTheDocument();
    expect(screen.getByText("bank-wire")).toBeInTheDocument();
  });
});
