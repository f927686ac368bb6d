import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_ADMIN_STATS } from "../shared/fixtures";
import { Overview30Days } from "./Overview30Days";

describe("Overview30Days", () => {
  it("passes className and extra props to the card", () => {
    render(<Overview30Days overview={SAMPLE_ADMIN_STATS.last30Days} className="custom" data-testid="o" />);
    expect(screen.getByTestId("o")).toHaveClass("custom");
  });

  it("scales bars to the best day and draws a zero day with no height", () => {
    render(
      <Overview30Days
        overview={SAMPLE_ADMIN_STATS.last30Days}
        daily={[
          { date: "2026-11-20T00:00:00.000Z", revenue: "0.00" },
          { date: "2026-11-21T00:00:00.000Z", revenue: "50.00" },
          { date: "2026-11-22T00:00:00.000Z", revenue: "100.00" },
        ]}
      />,
    );
    const bars = [...screen.getByRole("figure").querySelectorAll("rect")].map((bar) =>
      Number(bar.getAttribute("height")),
    );
    expect(bars).toEqual([0, 48, 96]);
    expect(within(screen.getByRole("table")).getByText("$100.00")).toBeInTheDocument();
  });
});
