import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../../test-support/expectPassThrough";
import { SAMPLE_ADMIN_STATS } from "../shared/fixtures";
import { AdminStatCards } from "./AdminStatCards";
import { fundsTrend } from "./fundsTrend";

describe("fundsTrend", () => {
  it("signs the percentage and points down only when negative", () => {
    expect(fundsTrend("12.50")).toEqual({ direction: "up", text: "+12.50% from last month" });
    expect(fundsTrend("0.00")).toEqual({ direction: "up", text: "+0.00% from last month" });
    expect(fundsTrend("-3.20")).toEqual({ direction: "down", text: "-3.20% from last month" });
  });

  it("shows no trend when last month collected nothing", () => {
    expect(fundsTrend(null)).toBeUndefined();
  });
});

describe("AdminStatCards", () => {
  it("passes className and extra props to the grid", () => {
    expectPassThrough((props) => <AdminStatCards {...props} stats={SAMPLE_ADMIN_STATS} />, { ref: false });
  });

  it("shows this month's funds beside the change from last month, labelled so (#36: not the all-time total)", () => {
    render(<AdminStatCards stats={{ ...SAMPLE_ADMIN_STATS, currency: "NGN", fundsCollected: "41000.00" }} />);
    expect(screen.getByText("₦18,240.00")).toBeInTheDocument();
    expect(screen.queryByText("₦41,000.00")).not.toBeInTheDocument();
    expect(screen.getByText("This month")).toBeInTheDocument();
    expect(screen.getByText("+12.50% from last month")).toBeInTheDocument();
  });

  it("leaves the funds card without a trend when there is no last month to compare with", () => {
    render(<AdminStatCards stats={{ ...SAMPLE_ADMIN_STATS, fundsCollectedTrend: null }} />);
    expect(screen.queryByText(/from last month/)).not.toBeInTheDocument();
    expect(screen.getByText("Funds Collected")).toBeInTheDocument();
  });
});
