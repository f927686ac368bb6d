import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { ChildPanelForm } from "./ChildPanelForm";
import { OrderSummary } from "./OrderSummary";

describe("ChildPanelForm", () => {
  it("passes className and extra props to the layout", () => {
    expectPassThrough((props) => <ChildPanelForm {...props} onSubmit={async () => {}} />, { ref: false });
  });

  it("lists both nameservers with a copy button each", () => {
    render(<ChildPanelForm onSubmit={async () => {}} />);
    expect(screen.getByRole("button", { name: "Copy ns1.smmpanelhost.com" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy ns2.smmpanelhost.com" })).toBeInTheDocument();
  });
});

describe("OrderSummary", () => {
  it("shows dashes until the values are valid", () => {
    render(<OrderSummary domain=" " currency="" adminUsername="" pricePerMonth="abc" />);
    expect(screen.getAllByText("—")).toHaveLength(4);
  });

  it("formats the price in the panel's currency", () => {
    render(<OrderSummary domain="a.com" currency="gbp" adminUsername="admin" pricePerMonth=" 12.5 " />);
    expect(screen.getByText("£12.50 / month")).toBeInTheDocument();
    expect(screen.getByText("GBP")).toBeInTheDocument();
  });
});
