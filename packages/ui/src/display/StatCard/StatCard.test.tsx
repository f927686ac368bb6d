import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectPassThrough } from "../../test-support/expectPassThrough";
import { StatCard } from "./StatCard";

describe("StatCard", () => {
  it("passes className, extra props and the ref through", () => {
    const card = expectPassThrough<HTMLDivElement>((props) => <StatCard {...props} label="Balance" value="₦0.00" />);
    expect(card).toHaveAttribute("data-slot", "stat-card");
    expect(card).toHaveAttribute("data-state", "ready");
  });

  it("shows the trend text next to its direction", () => {
    render(<StatCard label="Orders" value="10" trend={{ direction: "down", text: "−2 today" }} />);
    const trend = screen.getByText("−2 today");
    expect(trend).toHaveAttribute("data-direction", "down");
    expect(trend).toHaveClass("text-destructive");
  });

  it("lets the tone override the colour the direction would give", () => {
    render(<StatCard label="Cost" value="₦1" trend={{ direction: "down", text: "cheaper", tone: "positive" }} />);
    expect(screen.getByText("cheaper")).toHaveClass("text-success");
    expect(screen.getByText("cheaper")).toHaveAttribute("data-tone", "positive");
  });

  it("replaces value and trend with skeletons while loading", () => {
    const { container } = render(
      <StatCard label="Orders" value="10" loading trend={{ direction: "up", text: "+2 today" }} />,
    );
    expect(screen.getByText("Orders")).toBeInTheDocument();
    expect(screen.queryByText("10")).toBeNull();
    expect(screen.queryByText("+2 today")).toBeNull();
    expect(screen.getByText("Loading")).toHaveClass("sr-only");
    expect(container.querySelectorAll("[data-slot=skeleton]")).toHaveLength(2);
    expect(container.firstElementChild).toHaveAttribute("data-state", "loading");
  });
});
