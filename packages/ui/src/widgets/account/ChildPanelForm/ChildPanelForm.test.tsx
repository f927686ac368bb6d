import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { MoneyDisplayProvider } from "../../common/Money";
import { ChildPanelForm } from "./ChildPanelForm";
import { OrderSummary } from "./OrderSummary";

describe("ChildPanelForm", () => {
  it("passes className and extra props to the layout", () => {
    expectPassThrough((props) => <ChildPanelForm {...props} onSubmit={async () => {}} pricePerMonth="1000" />, {
      ref: false,
    });
  });

  it("lists both nameservers with a copy button each", () => {
    render(<ChildPanelForm onSubmit={async () => {}} pricePerMonth="1000" />);
    expect(screen.getByRole("button", { name: "Copy ns1.smmpanelhost.com" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy ns2.smmpanelhost.com" })).toBeInTheDocument();
  });

  it("charges the operator's price, shown before submitting in the display currency; nobody types a price", async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(async () => {});
    render(
      <MoneyDisplayProvider currency="USD" rates={{ USD: "0.00065" }}>
        <ChildPanelForm
          onSubmit={onSubmit}
          pricePerMonth="20000"
          defaultValues={{
            domain: "panel.example.com",
            currency: "gbp",
            adminUsername: "reseller",
            adminPassword: "Sup3rSecret",
            confirmPassword: "Sup3rSecret",
          }}
        />
      </MoneyDisplayProvider>,
    );
    expect(screen.queryByRole("textbox", { name: /price/i })).toBeNull();
    // ₦20,000 × 0.00065 = US$13.00, in the form and in the summary; the panel's own currency (GBP) is not the charge's.
    expect(screen.getByText("US$13.00 (₦20,000.00)")).toBeInTheDocument();
    expect(screen.getByText("US$13.00 (₦20,000.00) / month")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Order" }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ pricePerMonth: "20000" })));
  });

  it("cannot be ordered while the price is unknown", () => {
    render(<ChildPanelForm onSubmit={async () => {}} pricePerMonth={undefined} />);
    expect(screen.getByText("Loading the price…")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit Order" })).toBeDisabled();
  });
});

describe("OrderSummary", () => {
  it("shows dashes until the values are there", () => {
    render(<OrderSummary domain=" " currency="" adminUsername="" pricePerMonth={undefined} />);
    expect(screen.getAllByText("—")).toHaveLength(4);
  });

  it("names the panel's currency and the monthly price charged, in naira", () => {
    render(<OrderSummary domain="a.com" currency="gbp" adminUsername="admin" pricePerMonth="1000" />);
    expect(screen.getByText("₦1,000.00 / month")).toBeInTheDocument();
    expect(screen.getByText("GBP")).toBeInTheDocument();
  });
});
